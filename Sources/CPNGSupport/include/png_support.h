// setjmp-safe wrappers around libpng: Swift cannot survive libpng's longjmp
// error handling, so every libpng call happens here, behind setjmp.
#ifndef GRAVITY_PNG_SUPPORT_H
#define GRAVITY_PNG_SUPPORT_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint8_t *data;   // malloc'd; free with gravity_png_free
    size_t size;
} gravity_png_buffer;

/// Encodes 8-bit straight-alpha RGBA rows (stride = width * 4) to PNG bytes.
/// `text_keys`/`text_values` are `text_count` tEXt chunks. Returns 0 on success
/// and writes the message of a failure into `error` (NUL-terminated).
int gravity_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height,
                       int compression_level,
                       const char *const *text_keys, const char *const *text_values, int text_count,
                       gravity_png_buffer *out, char *error, size_t error_size);

/// Reads the header only, so callers can refuse absurd sizes before decoding.
int gravity_png_read_size(const uint8_t *bytes, size_t size, uint32_t *width, uint32_t *height,
                          char *error, size_t error_size);

/// Decodes any PNG to 8-bit straight-alpha RGBA. `max_pixels` bounds the allocation.
int gravity_png_decode(const uint8_t *bytes, size_t size, uint64_t max_pixels,
                       uint32_t *width, uint32_t *height, gravity_png_buffer *out,
                       char *error, size_t error_size);

void gravity_png_free(gravity_png_buffer *buffer);

/// The libpng version string of the linked library.
const char *gravity_png_version(void);
#endif
