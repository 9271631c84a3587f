import CFreeType

/// Reads family, style, weight and names of every face in a font file.
enum FontFaceReader {
    /// What a font file gave: its faces, or why it gave none.
    struct Result {
        var faces: [FontFaceInfo] = []
        /// FreeType opened it, but it is not a scalable OpenType or TrueType
        /// font (a Type 1 or bitmap font): HarfBuzz cannot shape it.
        var notOpenType = false
        /// A face with no family name FreeType or the `name` table gives (a
        /// damaged table): left out rather than called "Unknown".
        var unnamed = false
    }

    static func read(path: String, library: FreeTypeLibrary) -> Result {
        library.lock.lock()
        defer { library.lock.unlock() }
        var result = Result()
        var index = 0
        var count = 1
        while index < count {
            var face: FT_Face?
            guard FT_New_Face(library.handle, path, FT_Long(index), &face) == 0, let face else { break }
            defer { FT_Done_Face(face) }
            count = Int(face.pointee.num_faces)
            let flags = face.pointee.face_flags
            // Scalable, or colour bitmaps (CBDT emoji), which HarfBuzz shapes too.
            guard flags & FT_Long(FT_FACE_FLAG_SFNT) != 0,
                  flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 || gravity_face_has_color_strikes(face) != 0 else {
                result.notOpenType = true
                index += 1
                continue
            }
            guard let family = face.pointee.family_name.map({ String(cString: $0) }) ?? sfntName(face, id: 1) else {
                result.unnamed = true
                index += 1
                continue
            }
            let style = face.pointee.style_name.map { String(cString: $0) } ?? "Regular"
            var weight = 400, widthClass = 5
            if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self) {
                weight = Int(os2.pointee.usWeightClass)
                widthClass = Int(os2.pointee.usWidthClass)
            } else if face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 {
                weight = 700
            }
            let italic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
            let monospace = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_FIXED_WIDTH) != 0
            let postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) }
            // "Inter-SemiBold" → "SemiBold": the compact style name users know.
            let postScriptStyle = postScriptName.flatMap { name in
                name.firstIndex(of: "-").map { String(name[name.index(after: $0)...]) }
            }
            result.faces.append(FontFaceInfo(
                path: path, faceIndex: index, family: sfntName(face, id: 1) ?? family,
                typographicFamily: sfntName(face, id: 16),
                style: postScriptStyle ?? style,
                postScriptName: postScriptName,
                weight: weight, italic: italic, monospace: monospace, widthClass: widthClass))
            index += 1
        }
        return result
    }

    /// An English (Windows, Unicode BMP) name record decoded from UTF-16BE.
    private static func sfntName(_ face: FT_Face, id: UInt16) -> String? {
        let count = FT_Get_Sfnt_Name_Count(face)
        for i in 0..<count {
            var name = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &name) == 0, name.name_id == id,
                  name.platform_id == 3, name.encoding_id == 1, name.language_id == 0x409,
                  let bytes = name.string else { continue }
            var units: [UInt16] = []
            for j in stride(from: 0, to: Int(name.string_len) - 1, by: 2) {
                units.append(UInt16(bytes[j]) << 8 | UInt16(bytes[j + 1]))
            }
            return String(decoding: units, as: UTF16.self)
        }
        return nil
    }
}
