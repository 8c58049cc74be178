#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H

#include <png.h>

/* libpng's simplified API (png_image_*). Its version and format constants are macros built from
   other macros; re-exported here so they import into Swift as plain values. */
static inline png_uint_32 cpng_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 cpng_format_rgba(void) { return PNG_FORMAT_RGBA; }

#endif
