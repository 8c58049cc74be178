#include "CLineBreak.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/utypes.h>

/* ICU is loaded on first use with dlopen rather than linked: most measurements never wrap, and
   loading ICU and its 30 MB data library costs every process start milliseconds. The names come
   from the ICU headers this file is compiled with (ubrk_open is renamed to ubrk_open_72 for ICU 72),
   so the library and the symbols always match the headers. */

#define CLB_STRING(x) #x
#define CLB_EXPANDED_STRING(x) CLB_STRING(x)
#define CLB_LIBRARY "libicuuc.so." CLB_EXPANDED_STRING(U_ICU_VERSION_MAJOR_NUM)

static struct {
    UBreakIterator *(*open)(UBreakIteratorType, const char *, const UChar *, int32_t, UErrorCode *);
    void (*close)(UBreakIterator *);
    void (*set_text)(UBreakIterator *, const UChar *, int32_t, UErrorCode *);
    int32_t (*first)(UBreakIterator *);
    int32_t (*next)(UBreakIterator *);
    int32_t (*rule_status)(UBreakIterator *);
    const char *(*error_name)(UErrorCode);
    UBool (*has_binary_property)(UChar32, UProperty);
    const char *load_error;
} icu;

static pthread_once_t icu_once = PTHREAD_ONCE_INIT;

static void load_icu(void) {
    void *library = dlopen(CLB_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        icu.load_error = "cannot load " CLB_LIBRARY " (Debian package libicu72 or the libicu of this build)";
        return;
    }
    icu.open = dlsym(library, CLB_EXPANDED_STRING(ubrk_open));
    icu.close = dlsym(library, CLB_EXPANDED_STRING(ubrk_close));
    icu.set_text = dlsym(library, CLB_EXPANDED_STRING(ubrk_setText));
    icu.first = dlsym(library, CLB_EXPANDED_STRING(ubrk_first));
    icu.next = dlsym(library, CLB_EXPANDED_STRING(ubrk_next));
    icu.rule_status = dlsym(library, CLB_EXPANDED_STRING(ubrk_getRuleStatus));
    icu.error_name = dlsym(library, CLB_EXPANDED_STRING(u_errorName));
    icu.has_binary_property = dlsym(library, CLB_EXPANDED_STRING(u_hasBinaryProperty));
    if (!icu.open || !icu.close || !icu.set_text || !icu.first || !icu.next || !icu.rule_status || !icu.error_name
        || !icu.has_binary_property) {
        icu.open = NULL;
        icu.load_error = "a line-break function is missing from " CLB_LIBRARY;
    }
}

struct clb_breaker {
    UBreakIterator *iterator;
};

static void copy_text(const char *text, char *error, int32_t capacity) {
    if (error == NULL || capacity <= 0) return;
    strncpy(error, text, (size_t)capacity - 1);
    error[capacity - 1] = '\0';
}

clb_breaker *clb_open(const char *locale, char *error, int32_t error_capacity) {
    pthread_once(&icu_once, load_icu);
    if (icu.open == NULL) {
        copy_text(icu.load_error, error, error_capacity);
        return NULL;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = icu.open(UBRK_LINE, locale, NULL, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        copy_text(icu.error_name(status), error, error_capacity);
        return NULL;
    }
    clb_breaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) {
        icu.close(iterator);
        copy_text("out of memory", error, error_capacity);
        return NULL;
    }
    breaker->iterator = iterator;
    return breaker;
}

void clb_close(clb_breaker *breaker) {
    if (breaker == NULL) return;
    icu.close(breaker->iterator);
    free(breaker);
}

int32_t clb_breaks(clb_breaker *breaker, const uint16_t *text, int32_t length,
                   int32_t *offsets, uint8_t *mandatory,
                   char *error, int32_t error_capacity) {
    UErrorCode status = U_ZERO_ERROR;
    icu.set_text(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        copy_text(icu.error_name(status), error, error_capacity);
        return -1;
    }
    int32_t count = 0;
    icu.first(breaker->iterator);
    for (;;) {
        int32_t offset = icu.next(breaker->iterator);
        if (offset == UBRK_DONE || count >= length) break;
        int32_t rule = icu.rule_status(breaker->iterator);
        offsets[count] = offset;
        mandatory[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        count += 1;
    }
    /* Detach the caller's buffer so the iterator never points at freed memory. */
    status = U_ZERO_ERROR;
    icu.set_text(breaker->iterator, NULL, 0, &status);
    return count;
}

int32_t clb_is_default_ignorable(int32_t code_point) {
    pthread_once(&icu_once, load_icu);
    if (icu.open == NULL) return -1;
    return icu.has_binary_property(code_point, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ? 1 : 0;
}
