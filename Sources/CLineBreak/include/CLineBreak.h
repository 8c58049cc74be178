#ifndef CLINEBREAK_H
#define CLINEBREAK_H

#include <stdint.h>

/* UAX #14 line-break opportunities from ICU's line-break iterator, behind an opaque handle so that
   no ICU header reaches Swift (they clash with Foundation's bundled ICU). A handle is not
   thread-safe: its owner serialises calls. */

typedef struct clb_breaker clb_breaker;

/* Opens a line-break iterator for `locale` (e.g. "en", "th", "ja"). Returns NULL on failure and
   writes ICU's error name into `error` (at most `error_capacity` bytes, NUL-terminated). */
clb_breaker *clb_open(const char *locale, char *error, int32_t error_capacity);

void clb_close(clb_breaker *breaker);

/* Finds the break opportunities in UTF-16 `text` of `length` units. Writes each opportunity's offset
   (in UTF-16 units, 0 < offset <= length; the end of the text is always last) into `offsets`, and
   into `mandatory` 1 where the break is mandatory (after LF, CR LF, U+2028, U+2029...), else 0.
   Both arrays need room for `length` entries. Returns the number written, or -1 on failure with
   ICU's error name in `error`. */
int32_t clb_breaks(clb_breaker *breaker, const uint16_t *text, int32_t length,
                   int32_t *offsets, uint8_t *mandatory,
                   char *error, int32_t error_capacity);

/* Whether `code_point` has ICU's Default_Ignorable_Code_Point property (u_hasBinaryProperty): 1 or 0, or
   -1 when ICU cannot be loaded. Unicode's own data, for checking what the measurer treats as invisible. */
int32_t clb_is_default_ignorable(int32_t code_point);

#endif
