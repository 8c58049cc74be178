#include "CFontconfig.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

/* The library's ABI version (its SONAME), then the development link as a fallback. */
#define CFC_LIBRARY "libfontconfig.so.1"
#define CFC_DEVELOPMENT_LIBRARY "libfontconfig.so"

/* Each pointer has the type of the <fontconfig/fontconfig.h> declaration it is looked up for. */
static struct {
    __typeof__(FcConfigAppFontAddDir) *FcConfigAppFontAddDir;
    __typeof__(FcConfigAppFontAddFile) *FcConfigAppFontAddFile;
    __typeof__(FcConfigBuildFonts) *FcConfigBuildFonts;
    __typeof__(FcConfigCreate) *FcConfigCreate;
    __typeof__(FcConfigDestroy) *FcConfigDestroy;
    __typeof__(FcConfigParseAndLoadFromMemory) *FcConfigParseAndLoadFromMemory;
    __typeof__(FcConfigSubstitute) *FcConfigSubstitute;
    __typeof__(FcDefaultSubstitute) *FcDefaultSubstitute;
    __typeof__(FcFontList) *FcFontList;
    __typeof__(FcFontMatch) *FcFontMatch;
    __typeof__(FcFontSetDestroy) *FcFontSetDestroy;
    __typeof__(FcFontSetSortDestroy) *FcFontSetSortDestroy;
    __typeof__(FcFontSort) *FcFontSort;
    __typeof__(FcInitLoadConfigAndFonts) *FcInitLoadConfigAndFonts;
    __typeof__(FcObjectSetAdd) *FcObjectSetAdd;
    __typeof__(FcObjectSetCreate) *FcObjectSetCreate;
    __typeof__(FcObjectSetDestroy) *FcObjectSetDestroy;
    __typeof__(FcPatternAddDouble) *FcPatternAddDouble;
    __typeof__(FcPatternAddInteger) *FcPatternAddInteger;
    __typeof__(FcPatternAddString) *FcPatternAddString;
    __typeof__(FcPatternCreate) *FcPatternCreate;
    __typeof__(FcPatternDestroy) *FcPatternDestroy;
    __typeof__(FcPatternGetBool) *FcPatternGetBool;
    __typeof__(FcPatternGetDouble) *FcPatternGetDouble;
    __typeof__(FcPatternGetInteger) *FcPatternGetInteger;
    __typeof__(FcPatternGetRange) *FcPatternGetRange;
    __typeof__(FcPatternGetString) *FcPatternGetString;
    __typeof__(FcRangeGetDouble) *FcRangeGetDouble;
    __typeof__(FcWeightFromOpenTypeDouble) *FcWeightFromOpenTypeDouble;
    __typeof__(FcWeightToOpenTypeDouble) *FcWeightToOpenTypeDouble;
    const char *load_error;
} fc;

static pthread_once_t fc_once = PTHREAD_ONCE_INIT;

static void load_fc(void) {
    void *library = dlopen(CFC_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen(CFC_DEVELOPMENT_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fc.load_error = "cannot load " CFC_LIBRARY " (Debian package libfontconfig1, installed by make deps)";
        return;
    }
    fc.FcConfigAppFontAddDir = dlsym(library, "FcConfigAppFontAddDir");
    fc.FcConfigAppFontAddFile = dlsym(library, "FcConfigAppFontAddFile");
    fc.FcConfigBuildFonts = dlsym(library, "FcConfigBuildFonts");
    fc.FcConfigCreate = dlsym(library, "FcConfigCreate");
    fc.FcConfigDestroy = dlsym(library, "FcConfigDestroy");
    fc.FcConfigParseAndLoadFromMemory = dlsym(library, "FcConfigParseAndLoadFromMemory");
    fc.FcConfigSubstitute = dlsym(library, "FcConfigSubstitute");
    fc.FcDefaultSubstitute = dlsym(library, "FcDefaultSubstitute");
    fc.FcFontList = dlsym(library, "FcFontList");
    fc.FcFontMatch = dlsym(library, "FcFontMatch");
    fc.FcFontSetDestroy = dlsym(library, "FcFontSetDestroy");
    fc.FcFontSetSortDestroy = dlsym(library, "FcFontSetSortDestroy");
    fc.FcFontSort = dlsym(library, "FcFontSort");
    fc.FcInitLoadConfigAndFonts = dlsym(library, "FcInitLoadConfigAndFonts");
    fc.FcObjectSetAdd = dlsym(library, "FcObjectSetAdd");
    fc.FcObjectSetCreate = dlsym(library, "FcObjectSetCreate");
    fc.FcObjectSetDestroy = dlsym(library, "FcObjectSetDestroy");
    fc.FcPatternAddDouble = dlsym(library, "FcPatternAddDouble");
    fc.FcPatternAddInteger = dlsym(library, "FcPatternAddInteger");
    fc.FcPatternAddString = dlsym(library, "FcPatternAddString");
    fc.FcPatternCreate = dlsym(library, "FcPatternCreate");
    fc.FcPatternDestroy = dlsym(library, "FcPatternDestroy");
    fc.FcPatternGetBool = dlsym(library, "FcPatternGetBool");
    fc.FcPatternGetDouble = dlsym(library, "FcPatternGetDouble");
    fc.FcPatternGetInteger = dlsym(library, "FcPatternGetInteger");
    fc.FcPatternGetRange = dlsym(library, "FcPatternGetRange");
    fc.FcPatternGetString = dlsym(library, "FcPatternGetString");
    fc.FcRangeGetDouble = dlsym(library, "FcRangeGetDouble");
    fc.FcWeightFromOpenTypeDouble = dlsym(library, "FcWeightFromOpenTypeDouble");
    fc.FcWeightToOpenTypeDouble = dlsym(library, "FcWeightToOpenTypeDouble");
    if (!fc.FcConfigAppFontAddDir || !fc.FcConfigAppFontAddFile || !fc.FcConfigBuildFonts || !fc.FcConfigCreate || !fc.FcConfigDestroy
        || !fc.FcConfigParseAndLoadFromMemory || !fc.FcConfigSubstitute || !fc.FcDefaultSubstitute || !fc.FcFontList
        || !fc.FcFontMatch || !fc.FcFontSetDestroy || !fc.FcFontSetSortDestroy || !fc.FcFontSort
        || !fc.FcInitLoadConfigAndFonts || !fc.FcObjectSetAdd || !fc.FcObjectSetCreate || !fc.FcObjectSetDestroy
        || !fc.FcPatternAddDouble || !fc.FcPatternAddInteger || !fc.FcPatternAddString || !fc.FcPatternCreate
        || !fc.FcPatternDestroy || !fc.FcPatternGetBool || !fc.FcPatternGetDouble || !fc.FcPatternGetInteger
        || !fc.FcPatternGetRange || !fc.FcPatternGetString || !fc.FcRangeGetDouble || !fc.FcWeightFromOpenTypeDouble
        || !fc.FcWeightToOpenTypeDouble) {
        fc.load_error = "a function is missing from " CFC_LIBRARY;
    }
}

const char *cfc_load_error(void) {
    pthread_once(&fc_once, load_fc);
    return fc.load_error;
}

FcBool cfc_FcConfigAppFontAddDir(FcConfig *config, const FcChar8 *dir) {
    return cfc_load_error() == NULL ? fc.FcConfigAppFontAddDir(config, dir) : 0;
}

FcBool cfc_FcConfigAppFontAddFile(FcConfig *config, const FcChar8 *file) {
    return cfc_load_error() == NULL ? fc.FcConfigAppFontAddFile(config, file) : 0;
}

FcBool cfc_FcConfigBuildFonts(FcConfig *config) {
    return cfc_load_error() == NULL ? fc.FcConfigBuildFonts(config) : 0;
}

FcConfig * cfc_FcConfigCreate(void) {
    return cfc_load_error() == NULL ? fc.FcConfigCreate() : 0;
}

void cfc_FcConfigDestroy(FcConfig *config) {
    if (cfc_load_error() == NULL) fc.FcConfigDestroy(config);
}

FcBool cfc_FcConfigParseAndLoadFromMemory(FcConfig *config, const FcChar8 *buffer, FcBool complain) {
    return cfc_load_error() == NULL ? fc.FcConfigParseAndLoadFromMemory(config, buffer, complain) : 0;
}

FcBool cfc_FcConfigSubstitute(FcConfig *config, FcPattern *p, FcMatchKind kind) {
    return cfc_load_error() == NULL ? fc.FcConfigSubstitute(config, p, kind) : 0;
}

void cfc_FcDefaultSubstitute(FcPattern *pattern) {
    if (cfc_load_error() == NULL) fc.FcDefaultSubstitute(pattern);
}

FcFontSet * cfc_FcFontList(FcConfig *config, FcPattern *p, FcObjectSet *os) {
    return cfc_load_error() == NULL ? fc.FcFontList(config, p, os) : 0;
}

FcPattern * cfc_FcFontMatch(FcConfig *config, FcPattern *p, FcResult *result) {
    return cfc_load_error() == NULL ? fc.FcFontMatch(config, p, result) : 0;
}

void cfc_FcFontSetDestroy(FcFontSet *s) {
    if (cfc_load_error() == NULL) fc.FcFontSetDestroy(s);
}

void cfc_FcFontSetSortDestroy(FcFontSet *fs) {
    if (cfc_load_error() == NULL) fc.FcFontSetSortDestroy(fs);
}

FcFontSet * cfc_FcFontSort(FcConfig *config, FcPattern *p, FcBool trim, FcCharSet **csp, FcResult *result) {
    return cfc_load_error() == NULL ? fc.FcFontSort(config, p, trim, csp, result) : 0;
}

FcConfig * cfc_FcInitLoadConfigAndFonts(void) {
    return cfc_load_error() == NULL ? fc.FcInitLoadConfigAndFonts() : 0;
}

FcBool cfc_FcObjectSetAdd(FcObjectSet *os, const char *object) {
    return cfc_load_error() == NULL ? fc.FcObjectSetAdd(os, object) : 0;
}

FcObjectSet * cfc_FcObjectSetCreate(void) {
    return cfc_load_error() == NULL ? fc.FcObjectSetCreate() : 0;
}

void cfc_FcObjectSetDestroy(FcObjectSet *os) {
    if (cfc_load_error() == NULL) fc.FcObjectSetDestroy(os);
}

FcBool cfc_FcPatternAddDouble(FcPattern *p, const char *object, double d) {
    return cfc_load_error() == NULL ? fc.FcPatternAddDouble(p, object, d) : 0;
}

FcBool cfc_FcPatternAddInteger(FcPattern *p, const char *object, int i) {
    return cfc_load_error() == NULL ? fc.FcPatternAddInteger(p, object, i) : 0;
}

FcBool cfc_FcPatternAddString(FcPattern *p, const char *object, const FcChar8 *s) {
    return cfc_load_error() == NULL ? fc.FcPatternAddString(p, object, s) : 0;
}

FcPattern * cfc_FcPatternCreate(void) {
    return cfc_load_error() == NULL ? fc.FcPatternCreate() : 0;
}

void cfc_FcPatternDestroy(FcPattern *p) {
    if (cfc_load_error() == NULL) fc.FcPatternDestroy(p);
}

FcResult cfc_FcPatternGetBool(const FcPattern *p, const char *object, int n, FcBool *b) {
    return cfc_load_error() == NULL ? fc.FcPatternGetBool(p, object, n, b) : FcResultNoMatch;
}

FcResult cfc_FcPatternGetDouble(const FcPattern *p, const char *object, int n, double *d) {
    return cfc_load_error() == NULL ? fc.FcPatternGetDouble(p, object, n, d) : FcResultNoMatch;
}

FcResult cfc_FcPatternGetInteger(const FcPattern *p, const char *object, int n, int *i) {
    return cfc_load_error() == NULL ? fc.FcPatternGetInteger(p, object, n, i) : FcResultNoMatch;
}

FcResult cfc_FcPatternGetRange(const FcPattern *p, const char *object, int id, FcRange **r) {
    return cfc_load_error() == NULL ? fc.FcPatternGetRange(p, object, id, r) : FcResultNoMatch;
}

FcResult cfc_FcPatternGetString(const FcPattern *p, const char *object, int n, FcChar8 ** s) {
    return cfc_load_error() == NULL ? fc.FcPatternGetString(p, object, n, s) : FcResultNoMatch;
}

FcBool cfc_FcRangeGetDouble(const FcRange *range, double *begin, double *end) {
    return cfc_load_error() == NULL ? fc.FcRangeGetDouble(range, begin, end) : 0;
}

double cfc_FcWeightFromOpenTypeDouble(double ot_weight) {
    return cfc_load_error() == NULL ? fc.FcWeightFromOpenTypeDouble(ot_weight) : 0;
}

double cfc_FcWeightToOpenTypeDouble(double fc_weight) {
    return cfc_load_error() == NULL ? fc.FcWeightToOpenTypeDouble(fc_weight) : 0;
}
