// PDF and SVG images through poppler-glib and librsvg, both drawing on a
// cairo image surface. The libraries are loaded on first use (dlopen), not
// linked: a package that depends on Gravity (GravityTesting's consumers)
// needs neither to build, and a machine without them gets an error naming
// the library only when a layout shows a PDF or SVG.
#ifndef GRAVITY_VECTOR_IMAGES_H
#define GRAVITY_VECTOR_IMAGES_H
#include <stddef.h>
#include <stdint.h>

typedef enum { GRAVITY_VECTOR_PDF = 0, GRAVITY_VECTOR_SVG = 1 } gravity_vector_kind;

/// The natural size in points of a PDF's first page or an SVG's viewport
/// (its width/height, else its viewBox). Non-zero: `error` says why.
int gravity_vector_size(gravity_vector_kind kind, const uint8_t *bytes, size_t size,
                        double *width, double *height, char *error, size_t error_size);

/// Draws the image scaled to `pixel_width` × `pixel_height` pixels as
/// premultiplied 8-bit RGBA in `*out` (malloc'd; free with free()).
int gravity_vector_render(gravity_vector_kind kind, const uint8_t *bytes, size_t size,
                          uint32_t pixel_width, uint32_t pixel_height, uint8_t **out,
                          char *error, size_t error_size);

/// The loaded libraries' versions ("poppler 22.12.0", "librsvg 2.54.7"), or why they did not load.
const char *gravity_vector_version(gravity_vector_kind kind);
#endif
