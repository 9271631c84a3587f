#include "png_support.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

typedef struct {
    char *message;
    size_t message_size;
} error_context;

static void on_error(png_structp png, png_const_charp message) {
    error_context *ctx = (error_context *)png_get_error_ptr(png);
    if (ctx && ctx->message && ctx->message_size) {
        snprintf(ctx->message, ctx->message_size, "%s", message);
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png; (void)message;  // warnings are not errors; stay quiet
}

typedef struct {
    const uint8_t *bytes;
    size_t size;
    size_t offset;
} read_buffer;

static void on_read(png_structp png, png_bytep data, png_size_t length) {
    read_buffer *buffer = (read_buffer *)png_get_io_ptr(png);
    if (buffer->offset + length > buffer->size) { png_error(png, "unexpected end of PNG data (truncated file)"); }
    memcpy(data, buffer->bytes + buffer->offset, length);
    buffer->offset += length;
}

static int begin_read(const uint8_t *bytes, size_t size, char *error, size_t error_size) {
    if (size < 8 || png_sig_cmp((png_const_bytep)bytes, 0, 8) != 0) {
        snprintf(error, error_size, "not a PNG file (bad signature)");
        return 1;
    }
    return 0;
}

int gravity_png_read_size(const uint8_t *bytes, size_t size, uint32_t *width, uint32_t *height,
                          char *error, size_t error_size) {
    if (begin_read(bytes, size, error, error_size)) return 1;
    error_context ctx = { error, error_size };
    read_buffer buffer = { bytes, size, 0 };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &ctx, on_error, on_warning);
    if (!png) { snprintf(error, error_size, "cannot create PNG reader"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_read_struct(&png, NULL, NULL); snprintf(error, error_size, "cannot create PNG info"); return 1; }
    if (setjmp(png_jmpbuf(png))) { png_destroy_read_struct(&png, &info, NULL); return 1; }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_read_fn(png, &buffer, on_read);
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int gravity_png_decode(const uint8_t *bytes, size_t size, uint64_t max_pixels,
                       uint32_t *width, uint32_t *height, gravity_png_buffer *out,
                       char *error, size_t error_size) {
    if (begin_read(bytes, size, error, error_size)) return 1;
    error_context ctx = { error, error_size };
    read_buffer buffer = { bytes, size, 0 };
    // volatile: they change after setjmp, and the error path frees them
    // after libpng's longjmp (otherwise it may see the NULLs saved at setjmp
    // and leak the image on every malformed PNG; found by `make fuzz`).
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &ctx, on_error, on_warning);
    if (!png) { snprintf(error, error_size, "cannot create PNG reader"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_read_struct(&png, NULL, NULL); snprintf(error, error_size, "cannot create PNG info"); return 1; }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        free(rows);
        return 1;
    }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_read_fn(png, &buffer, on_read);
    png_read_info(png, info);
    uint32_t w = png_get_image_width(png, info);
    uint32_t h = png_get_image_height(png, info);
    if ((uint64_t)w * (uint64_t)h > max_pixels) {
        snprintf(error, error_size, "PNG is %u x %u pixels, more than the limit of %llu pixels",
                 w, h, (unsigned long long)max_pixels);
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    // Normalise every colour type and depth to 8-bit RGBA.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    pixels = malloc((size_t)w * h * 4);
    rows = malloc(sizeof(png_bytep) * (h ? h : 1));
    if (!pixels || !rows) png_error(png, "out of memory while decoding PNG");
    for (uint32_t y = 0; y < h; y++) rows[y] = pixels + (size_t)y * w * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    *width = w;
    *height = h;
    out->data = pixels;
    out->size = (size_t)w * h * 4;
    return 0;
}

void gravity_png_free(gravity_png_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
}

const char *gravity_png_version(void) { return png_get_libpng_ver(NULL); }
