#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_TRUETYPE_TAGS_H
#include FT_SFNT_NAMES_H
#include FT_OUTLINE_H
#include FT_GLYPH_H
#include FT_MULTIPLE_MASTERS_H

/* FT_MAKE_TAG is a macro with arguments: it does not import into Swift. */
static inline FT_ULong cft_make_tag(char a, char b, char c, char d) {
    return FT_MAKE_TAG(a, b, c, d);
}

#endif
