import CVectorImages
import Foundation
import GravityCore

/// PDF (first page) and SVG images, drawn at the size they are shown at:
/// poppler-glib and librsvg on a cairo surface, loaded on first use
/// (CVectorImages). Both are maintained, widely deployed renderers (what
/// GNOME's viewers use); neither reads anything but the bytes given here.
public enum VectorImageCodec {
    public enum Kind: Sendable {
        case pdf, svg
        var c: gravity_vector_kind { self == .pdf ? GRAVITY_VECTOR_PDF : GRAVITY_VECTOR_SVG }
        var name: String { self == .pdf ? "PDF" : "SVG" }
    }

    /// The kind a file's extension names, if it is a vector image.
    public static func kind(ofFile path: String) -> Kind? {
        let lower = path.lowercased()
        if lower.hasSuffix(".pdf") { return .pdf }
        if lower.hasSuffix(".svg") { return .svg }
        return nil
    }

    /// The loaded library and its version, or why it did not load.
    public static func version(_ kind: Kind) -> String { String(cString: gravity_vector_version(kind.c)) }

    /// The natural size in points (a PDF's first page, an SVG's width and height or viewBox).
    public static func size(of bytes: [UInt8], kind: Kind) throws -> Size {
        var error = [CChar](repeating: 0, count: 512)
        var width = 0.0, height = 0.0
        let status = bytes.withUnsafeBufferPointer {
            gravity_vector_size(kind.c, $0.baseAddress, $0.count, &width, &height, &error, error.count)
        }
        guard status == 0 else { throw SetupError(String(cString: error).trimmingCharacters(in: .whitespacesAndNewlines)) }
        return Size(width: width, height: height)
    }

    /// The image drawn to fill `width` × `height` pixels.
    public static func render(_ bytes: [UInt8], kind: Kind, width: Int, height: Int) throws -> PixelBuffer {
        var error = [CChar](repeating: 0, count: 512)
        var out: UnsafeMutablePointer<UInt8>?
        let status = bytes.withUnsafeBufferPointer {
            gravity_vector_render(kind.c, $0.baseAddress, $0.count, UInt32(clamping: width), UInt32(clamping: height),
                                  &out, &error, error.count)
        }
        guard status == 0, let out else { throw SetupError(String(cString: error).trimmingCharacters(in: .whitespacesAndNewlines)) }
        defer { free(out) }
        return PixelBuffer(width: width, height: height,
                           premultiplied: [UInt8](UnsafeBufferPointer(start: out, count: width * height * 4)))
    }
}
