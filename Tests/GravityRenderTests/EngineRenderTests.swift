import XCTest
import Foundation
import Gravity
import GravityCore
@testable import GravityRender

final class EngineRenderTests: XCTestCase {
    func testGlyphsAreCompositedInTheTextColour() throws {
        let engine = try GravityEngine()
        let options = LayoutOptions(scale: 2)
        let outcome = try engine.layout(xml: ##"<Label text="HIT" font="System Bold 30" textColor="#ff0000"/>"##, options: options)
        let buffer = try engine.rasterize(outcome)
        var solid = 0, blended = 0
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let c = buffer.color(x: x, y: y)
                // Every pixel is red over white at some coverage: r = 255, g = b.
                XCTAssertTrue(c.r == 255 && c.g == c.b && c.a == 255, "(\(x), \(y)) is \(c)")
                if c.g == 0 { solid += 1 } else if c.g < 255 { blended += 1 }
            }
        }
        XCTAssertGreaterThan(solid, 500)
        XCTAssertGreaterThan(blended, 50)
    }

    func testReRenderIsByteIdentical() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Examples/Cards.xml").path
        let options = LayoutOptions(scale: 1.5)
        let first = try GravityEngine(), second = try GravityEngine()
        let a = try first.render(try first.layout(file: path, options: options))
        let b = try second.render(try second.layout(file: path, options: options))
        XCTAssertEqual(a, b)
        // tEXt chunks name the renderer and libraries; no tIME chunk.
        let text = String(decoding: a, as: UTF8.self)
        XCTAssertTrue(text.contains("tEXtRenderer\0FreeType "), text.prefix(300).debugDescription)
        XCTAssertTrue(text.contains("; libpng 1."))
        XCTAssertFalse(text.contains("tIME"))
        let svg = OutputOptions(backend: .svg)
        XCTAssertEqual(try first.render(try first.layout(file: path, options: options), output: svg),
                       try second.render(try second.layout(file: path, options: options), output: svg))
    }
}
