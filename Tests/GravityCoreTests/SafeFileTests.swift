import XCTest
import Foundation
import GravityCore
#if canImport(Glibc)
import Glibc
#endif

/// `SafeFile.read` reads a regular file straight into the array up to its
/// size and streams in chunks: both give exactly the bytes, and the limit
/// holds on both.
final class SafeFileTests: TemporaryFolderTestCase {
    func testRegularFilesAreReadWholeAndLimited() throws {
        let bytes = (0..<200_001).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        let path = folder.appendingPathComponent("data.bin").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try SafeFile.read(path, maxBytes: .max), bytes)
        XCTAssertEqual(try SafeFile.read(path, maxBytes: bytes.count), bytes)
        XCTAssertThrowsError(try SafeFile.read(path, maxBytes: bytes.count - 1)) { error in
            XCTAssertEqual(error as? SafeFile.Failure, .tooLarge(size: bytes.count))
        }
        let empty = folder.appendingPathComponent("empty.bin").path
        try Data().write(to: URL(fileURLWithPath: empty))
        XCTAssertEqual(try SafeFile.read(empty, maxBytes: 10), [])
    }

    /// A FIFO has no size: read in chunks past the first 64 KiB, and cut at
    /// the limit without taking more. (The FIFO is held open read-write
    /// here, so the reader never finds it without a writer.)
    func testStreamsAreReadInChunksAndLimited() throws {
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 / 3) }
        for (limit, whole) in [(Int.max, true), (100_000, false)] {
            let path = folder.appendingPathComponent("fifo-\(whole)").path
            XCTAssertEqual(mkfifo(path, 0o600), 0)
            let writeEnd = open(path, O_RDWR)
            XCTAssertGreaterThanOrEqual(writeEnd, 0)
            let written = DispatchSemaphore(value: 0)
            Thread {
                bytes.withUnsafeBytes { buffer in
                    var offset = 0
                    while offset < buffer.count {
                        let count = Glibc.write(writeEnd, buffer.baseAddress! + offset, buffer.count - offset)
                        if count <= 0 { break }
                        offset += count
                    }
                }
                close(writeEnd)
                written.signal()
            }.start()
            if whole {
                XCTAssertEqual(try SafeFile.read(path, maxBytes: limit, accepting: .regularFilesAndStreams), bytes)
            } else {
                XCTAssertThrowsError(try SafeFile.read(path, maxBytes: limit, accepting: .regularFilesAndStreams)) { error in
                    XCTAssertEqual(error as? SafeFile.Failure, .tooLarge(size: nil))
                }
                // Take the rest, so the writer finishes.
                let drain = open(path, O_RDONLY | O_NONBLOCK)
                var sink = [UInt8](repeating: 0, count: 1 << 16)
                while written.wait(timeout: .now()) == .timedOut { _ = Glibc.read(drain, &sink, sink.count) }
                close(drain)
                continue
            }
            written.wait()
        }
    }
}
