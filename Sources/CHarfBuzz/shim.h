#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

/* HB_TAG is a macro with arguments: it does not import into Swift. */
static inline hb_tag_t chb_tag(char a, char b, char c, char d) {
    return HB_TAG(a, b, c, d);
}

#endif
