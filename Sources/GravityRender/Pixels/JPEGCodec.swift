import CJPEGSupport
import GravityCore

/// JPEG decoding through libjpeg-turbo (the C shim CJPEGSupport): baseline
/// and progressive files, greyscale, YCbCr, RGB and CMYK (Photoshop's
/// inverted CMYK included), turned upright by their EXIF orientation as
/// UIKit shows them. The pixels are opaque, so premultiplied = straight.
public enum JPEGCodec {
    /// The linked library's name and version.
    public static var version: String { String(cString: gravity_jpeg_version()) }

    /// True when `bytes` start like a JPEG (SOI and a marker).
    public static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// The size the image shows at (after its orientation), from the headers only.
    public static func size(of bytes: [UInt8]) throws -> (width: Int, height: Int) {
        var error = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        let status = bytes.withUnsafeBufferPointer {
            gravity_jpeg_read_size($0.baseAddress, $0.count, &width, &height, &error, error.count)
        }
        guard status == 0 else { throw SetupError("not a valid JPEG: \(String(cString: error))") }
        return (Int(width), Int(height))
    }

    /// The EXIF orientation (1–8; 1 when the file has none).
    public static func orientation(of bytes: [UInt8]) -> Int {
        Int(bytes.withUnsafeBufferPointer { gravity_jpeg_orientation($0.baseAddress, $0.count) })
    }

    /// Decodes a JPEG upright; `maxPixels` bounds the allocation before any pixel is decoded.
    public static func decode(_ bytes: [UInt8], maxPixels: UInt64 = Limits().maxCanvasArea) throws -> PixelBuffer {
        var error = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        var out: UnsafeMutablePointer<UInt8>?
        let status = bytes.withUnsafeBufferPointer {
            gravity_jpeg_decode($0.baseAddress, $0.count, maxPixels, &width, &height, &out, &error, error.count)
        }
        guard status == 0, let out else { throw SetupError("not a valid JPEG: \(String(cString: error))") }
        defer { gravity_jpeg_free(out) }
        let count = Int(width) * Int(height) * 4
        return PixelBuffer(width: Int(width), height: Int(height),
                           premultiplied: [UInt8](UnsafeBufferPointer(start: out, count: count)))
    }
}
