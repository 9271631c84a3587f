/* A 4032 x 3024 photo-like JPEG: smooth gradients plus noise, quality 90, 4:2:0. */
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
int main(int argc, char **argv) {
    const int w = 4032, h = 3024;
    FILE *out = fopen(argv[1], "wb");
    struct jpeg_compress_struct c; struct jpeg_error_mgr e;
    c.err = jpeg_std_error(&e); jpeg_create_compress(&c); jpeg_stdio_dest(&c, out);
    c.image_width = w; c.image_height = h; c.input_components = 3; c.in_color_space = JCS_RGB;
    jpeg_set_defaults(&c); jpeg_set_quality(&c, 90, TRUE);
    if (argc > 2) jpeg_simple_progression(&c);
    jpeg_start_compress(&c, TRUE);
    unsigned char *row = malloc(w * 3); unsigned seed = 12345;
    while (c.next_scanline < (unsigned)h) {
        int y = c.next_scanline;
        for (int x = 0; x < w; x++) {
            seed = seed * 1103515245u + 12345u; int n = (seed >> 16) % 25 - 12;
            int r = x * 255 / w + n, g = y * 255 / h + n, b = (x + y) * 255 / (w + h) + n;
            row[3*x] = r < 0 ? 0 : r > 255 ? 255 : r; row[3*x+1] = g < 0 ? 0 : g > 255 ? 255 : g; row[3*x+2] = b < 0 ? 0 : b > 255 ? 255 : b;
        }
        JSAMPROW p = row; jpeg_write_scanlines(&c, &p, 1);
    }
    jpeg_finish_compress(&c); fclose(out); return 0;
}
