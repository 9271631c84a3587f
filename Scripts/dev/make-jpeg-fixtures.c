// Writes the JPEG test fixtures (Tests/Fixtures/JPEG) with libjpeg-turbo:
// a 16 × 8 image, left half red and right half blue, as baseline,
// progressive, greyscale, Adobe CMYK, and with EXIF orientations 3, 6 and 8.
//   cc Scripts/dev/make-jpeg-fixtures.c -ljpeg -o /tmp/mk && /tmp/mk Tests/Fixtures/JPEG
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

enum { W = 16, H = 8 };

// A minimal big-endian EXIF block: IFD0 with the orientation tag only.
static void write_exif(j_compress_ptr c, int orientation) {
    unsigned char exif[] = {
        'E', 'x', 'i', 'f', 0, 0,
        'M', 'M', 0, 42, 0, 0, 0, 8,       // TIFF header, IFD0 at 8
        0, 1,                              // one entry
        0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, (unsigned char)orientation, 0, 0,
        0, 0, 0, 0,                        // no next IFD
    };
    jpeg_write_marker(c, JPEG_APP0 + 1, exif, sizeof exif);
}

static void write(const char *folder, const char *name, int kind, int orientation, int progressive) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    FILE *file = fopen(path, "wb");
    struct jpeg_compress_struct c;
    struct jpeg_error_mgr e;
    c.err = jpeg_std_error(&e);
    jpeg_create_compress(&c);
    jpeg_stdio_dest(&c, file);
    c.image_width = W;
    c.image_height = H;
    c.input_components = kind == 1 ? 1 : kind == 2 ? 4 : 3;
    c.in_color_space = kind == 1 ? JCS_GRAYSCALE : kind == 2 ? JCS_CMYK : JCS_RGB;
    jpeg_set_defaults(&c);
    jpeg_set_quality(&c, 95, TRUE);
    if (progressive) jpeg_simple_progression(&c);
    // No chroma subsampling: the colour edge stays sharp.
    for (int i = 0; i < c.num_components; i++) c.comp_info[i].h_samp_factor = c.comp_info[i].v_samp_factor = 1;
    jpeg_start_compress(&c, TRUE);
    if (orientation) write_exif(&c, orientation);
    unsigned char row[W * 4];
    while (c.next_scanline < H) {
        for (int x = 0; x < W; x++) {
            int left = x < W / 2;
            // The top row's first pixel is white: it shows where orientation moved the corner.
            int corner = c.next_scanline == 0 && x == 0;
            if (kind == 1) row[x] = corner ? 255 : left ? 64 : 192;
            else if (kind == 2) {
                // Photoshop's inverted CMYK: 255 is no ink. Red = M + Y; blue = C + M.
                unsigned char *p = row + x * 4;
                p[0] = left ? 255 : 0; p[1] = 0; p[2] = left ? 0 : 255; p[3] = 255;
            } else {
                unsigned char *p = row + x * 3;
                p[0] = corner ? 255 : left ? 255 : 0; p[1] = corner ? 255 : 0; p[2] = corner ? 255 : left ? 0 : 255;
            }
        }
        JSAMPROW rows[1] = { row };
        jpeg_write_scanlines(&c, rows, 1);
    }
    jpeg_finish_compress(&c);
    jpeg_destroy_compress(&c);
    fclose(file);
}

int main(int argc, char **argv) {
    const char *folder = argc > 1 ? argv[1] : ".";
    write(folder, "baseline.jpg", 0, 0, 0);
    write(folder, "progressive.jpg", 0, 0, 1);
    write(folder, "grey.jpg", 1, 0, 0);
    write(folder, "cmyk.jpg", 2, 0, 0);
    write(folder, "rotated3.jpg", 0, 3, 0);
    write(folder, "rotated6.jpg", 0, 6, 0);
    write(folder, "rotated8.jpg", 0, 8, 0);
    return 0;
}
