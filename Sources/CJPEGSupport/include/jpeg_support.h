// JPEG in C: setjmp-safe wrappers around libjpeg-turbo (its errors longjmp,
// which Swift cannot survive), EXIF orientation and CMYK to RGB.
#ifndef GRAVITY_JPEG_SUPPORT_H
#define GRAVITY_JPEG_SUPPORT_H
#include <stddef.h>
#include <stdint.h>

/// The size a JPEG shows at, after its EXIF orientation (5–8 swap width and
/// height), from the headers only, so callers refuse absurd sizes first.
int gravity_jpeg_read_size(const uint8_t *bytes, size_t size, uint32_t *width, uint32_t *height,
                           char *error, size_t error_size);

/// Decodes a JPEG (baseline or progressive; greyscale, YCbCr, RGB, CMYK or
/// YCCK) to opaque 8-bit RGBA, turned upright by its EXIF orientation.
/// `max_pixels` bounds the allocation; `*out` is malloc'd (free it).
int gravity_jpeg_decode(const uint8_t *bytes, size_t size, uint64_t max_pixels,
                        uint32_t *width, uint32_t *height, uint8_t **out,
                        char *error, size_t error_size);

/// The EXIF orientation (1–8) in a JPEG's APP1 segment, 1 when none.
int gravity_jpeg_orientation(const uint8_t *bytes, size_t size);

/// The libjpeg-turbo version compiled against, e.g. "libjpeg-turbo (API 62)".
const char *gravity_jpeg_version(void);

void gravity_jpeg_free(uint8_t *pixels);
#endif
