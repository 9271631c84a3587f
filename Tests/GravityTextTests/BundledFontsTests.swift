import Foundation
import XCTest
@testable import GravityText

/// Where the bundled fonts are found (BundledFonts.swift). The whole story
/// away from a checkout (installed, copied, the .deb, the checkout hidden)
/// is `make test-install`'s; these run in `make test`.
final class BundledFontsTests: XCTestCase {
    static let checkoutFonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts").path
    var temporary: String!

    override func setUpWithError() throws {
        temporary = NSTemporaryDirectory() + "gravity-bundled-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: temporary)
    }

    /// A folder that looks like the bundled fonts (the marker file).
    func makeFonts(_ folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/" + BundledFonts.marker, contents: Data([0]))
    }

    /// (A bare argv[0], as from PATH, is make test-install's case.)
    func testTheExecutableIsReadFromProc() throws {
        let path = try XCTUnwrap(BundledFonts.executablePath())
        XCTAssertEqual(path, try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        XCTAssertTrue(path.hasSuffix("/GravityPackageTests.xctest"), path)
    }

    func testATestBundleFindsTheCheckoutsFontsAboveIt() throws {
        let found = try BundledFonts.directory(executable: BundledFonts.executablePath())
        XCTAssertEqual(URL(fileURLWithPath: found).resolvingSymlinksInPath().path,
                       URL(fileURLWithPath: Self.checkoutFonts).resolvingSymlinksInPath().path)
    }

    func testTheInstallLayoutComesBeforeAFontsFolderAbove() throws {
        try makeFonts(temporary + "/prefix/share/gravity/fonts")
        try makeFonts(temporary + "/Fonts")
        XCTAssertEqual(try BundledFonts.directory(executable: temporary + "/prefix/bin/gravity"),
                       temporary + "/prefix/share/gravity/fonts")
        XCTAssertEqual(try BundledFonts.directory(executable: temporary + "/.build/release/gravity"), temporary + "/Fonts")
    }

    func testGravityFontsDirWins() throws {
        let saved = getenv("GRAVITY_FONTS_DIR").map { String(cString: $0) }
        defer { if let saved { setenv("GRAVITY_FONTS_DIR", saved, 1) } else { unsetenv("GRAVITY_FONTS_DIR") } }
        setenv("GRAVITY_FONTS_DIR", temporary + "/elsewhere", 1)
        XCTAssertEqual(try BundledFonts.directory(), temporary + "/elsewhere")
    }
}
