#ifndef CFONTCONFIG_H
#define CFONTCONFIG_H

/* fontconfig for Swift, opened on first use (dlopen) rather than linked: it and expat cost every
   buttonsizer process ~80,000 instructions, a dozen page faults and 0.1-0.17 ms to load and relocate,
   and a process that measures with a font file (`--font PATH`, the bundled fonts) never looks a family
   up. Types, constants and object names come from <fontconfig/fontconfig.h>; the functions ButtonSizer
   calls are the cfc_ ones below, each the fontconfig function of the same name (Fc...) called through
   the loaded library. */

#include <fontconfig/fontconfig.h>

/* NULL once libfontconfig is loaded (loading it on the first call), else why it could not be. Until it
   is loaded the functions below do nothing and return 0/NULL. */
const char *cfc_load_error(void);

FcBool cfc_FcConfigAppFontAddDir(FcConfig *config, const FcChar8 *dir);
FcBool cfc_FcConfigAppFontAddFile(FcConfig *config, const FcChar8 *file);
FcBool cfc_FcConfigBuildFonts(FcConfig *config);
FcConfig * cfc_FcConfigCreate(void);
void cfc_FcConfigDestroy(FcConfig *config);
FcBool cfc_FcConfigParseAndLoadFromMemory(FcConfig *config, const FcChar8 *buffer, FcBool complain);
FcBool cfc_FcConfigSubstitute(FcConfig *config, FcPattern *p, FcMatchKind kind);
void cfc_FcDefaultSubstitute(FcPattern *pattern);
FcFontSet * cfc_FcFontList(FcConfig *config, FcPattern *p, FcObjectSet *os);
FcPattern * cfc_FcFontMatch(FcConfig *config, FcPattern *p, FcResult *result);
void cfc_FcFontSetDestroy(FcFontSet *s);
void cfc_FcFontSetSortDestroy(FcFontSet *fs);
FcFontSet * cfc_FcFontSort(FcConfig *config, FcPattern *p, FcBool trim, FcCharSet **csp, FcResult *result);
FcConfig * cfc_FcInitLoadConfigAndFonts(void);
FcBool cfc_FcObjectSetAdd(FcObjectSet *os, const char *object);
FcObjectSet * cfc_FcObjectSetCreate(void);
void cfc_FcObjectSetDestroy(FcObjectSet *os);
FcBool cfc_FcPatternAddDouble(FcPattern *p, const char *object, double d);
FcBool cfc_FcPatternAddInteger(FcPattern *p, const char *object, int i);
FcBool cfc_FcPatternAddString(FcPattern *p, const char *object, const FcChar8 *s);
FcPattern * cfc_FcPatternCreate(void);
void cfc_FcPatternDestroy(FcPattern *p);
FcResult cfc_FcPatternGetBool(const FcPattern *p, const char *object, int n, FcBool *b);
FcResult cfc_FcPatternGetDouble(const FcPattern *p, const char *object, int n, double *d);
FcResult cfc_FcPatternGetInteger(const FcPattern *p, const char *object, int n, int *i);
FcResult cfc_FcPatternGetRange(const FcPattern *p, const char *object, int id, FcRange **r);
FcResult cfc_FcPatternGetString(const FcPattern *p, const char *object, int n, FcChar8 ** s);
FcBool cfc_FcRangeGetDouble(const FcRange *range, double *begin, double *end);
double cfc_FcWeightFromOpenTypeDouble(double ot_weight);
double cfc_FcWeightToOpenTypeDouble(double fc_weight);

#endif
