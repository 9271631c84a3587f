#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_OUTLINE_H
#include FT_BBOX_H
#include FT_MODULE_H
#include FT_LCD_FILTER_H
#include FT_GLYPH_H

/* Whether a loaded glyph is an outline. FT_GLYPH_FORMAT_OUTLINE is an enum
   constant built by a macro, which Swift does not always see through modules. */
static inline int gravity_slot_is_outline(FT_GlyphSlot slot) { return slot->format == FT_GLYPH_FORMAT_OUTLINE; }

/* Colour bitmap faces (CBDT/sbix emoji): not scalable, drawn from fixed strikes. */
static inline int gravity_face_has_color_strikes(FT_Face face) {
    return (face->face_flags & FT_FACE_FLAG_COLOR) != 0 && (face->face_flags & FT_FACE_FLAG_FIXED_SIZES) != 0
        && face->num_fixed_sizes > 0;
}
static inline int gravity_slot_is_bgra(FT_GlyphSlot slot) {
    return slot->format == FT_GLYPH_FORMAT_BITMAP && slot->bitmap.pixel_mode == FT_PIXEL_MODE_BGRA;
}
