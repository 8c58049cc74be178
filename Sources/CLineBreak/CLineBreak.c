#include "CLineBreak.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

struct clb_breaker {
    UBreakIterator *iterator;
};

static void copy_error(UErrorCode status, char *error, int32_t capacity) {
    if (error == NULL || capacity <= 0) return;
    strncpy(error, u_errorName(status), (size_t)capacity - 1);
    error[capacity - 1] = '\0';
}

clb_breaker *clb_open(const char *locale, char *error, int32_t error_capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        copy_error(status, error, error_capacity);
        return NULL;
    }
    clb_breaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) {
        ubrk_close(iterator);
        copy_error(U_MEMORY_ALLOCATION_ERROR, error, error_capacity);
        return NULL;
    }
    breaker->iterator = iterator;
    return breaker;
}

void clb_close(clb_breaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t clb_breaks(clb_breaker *breaker, const uint16_t *text, int32_t length,
                   int32_t *offsets, uint8_t *mandatory,
                   char *error, int32_t error_capacity) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        copy_error(status, error, error_capacity);
        return -1;
    }
    int32_t count = 0;
    for (int32_t offset = ubrk_first(breaker->iterator); ; ) {
        offset = ubrk_next(breaker->iterator);
        if (offset == UBRK_DONE || count >= length) break;
        int32_t rule = ubrk_getRuleStatus(breaker->iterator);
        offsets[count] = offset;
        mandatory[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        count += 1;
    }
    /* Detach the caller's buffer so the iterator never points at freed memory. */
    ubrk_setText(breaker->iterator, NULL, 0, &status);
    return count;
}
