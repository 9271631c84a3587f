import Foundation
import Gravity
import GravityCore
import GravityRender

/// `raster_scene` and `png_encode` (defined in Benchmarks/README.md).
enum RasterBenchmarks {
    /// SplitMix64 (Steele, Lea, Flood 2014): a tiny, well-known generator,
    /// so peers can reproduce the exact scene from the seed.
    struct SplitMix64 {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
        /// A whole number in `range` (modulo reduction).
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
    }

    /// The scene, and the same scene as JSON for the peers: `rects` as
    /// [x, y, width, height, red, green, blue, alpha] (colour in 0…255),
    /// `labels` with text, size, x, baseline and the shaped glyphs as
    /// [glyph id, x, y] relative to (x, baseline), all in points.
    static func scene(engine: GravityEngine) throws -> (Scene, json: String) {
        var random = SplitMix64(state: 42)
        var items: [SceneItem] = []
        var rects: [String] = [], labels: [String] = []
        let width = 750, height = 1334
        for _ in 0..<200 {
            let w = random.int(40...300), h = random.int(20...150)
            let x = random.int(0...(width - w)), y = random.int(0...(height - h))
            let rgba = [random.int(0...255), random.int(0...255), random.int(0...255), random.int(128...255)]
            let color = Color(red: Double(rgba[0]) / 255, green: Double(rgba[1]) / 255,
                              blue: Double(rgba[2]) / 255, alpha: Double(rgba[3]) / 255)
            items.append(.fill(RoundedRect(rect: Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h)), radius: 10), color))
            rects.append("\([x, y, w, h] + rgba)")  // prints as [x, y, …]
        }
        for i in 0..<100 {
            let size = Double(random.int(14...20))
            let x = random.int(0...(width - 200)), y = random.int(30...(height - 10))
            let text = "Label \(i): Hxgy é"
            let content = TextContent(text: text, font: FontRequest(family: "DejaVu Sans", size: size, weight: 400, italic: false),
                                      color: .black)
            let layout = try engine.measurer.layout(content, maxWidth: nil, alignWidth: nil)
            for line in layout.lines {
                for span in line.runs {
                    items.append(.glyphs(GlyphRun(font: span.font, color: .black, glyphs: span.glyphs,
                                                  originX: Double(x), baseline: Double(y))))
                }
                let glyphs = line.glyphs.map { "[\($0.id), \($0.x), \($0.y)]" }.joined(separator: ", ")
                labels.append("{\"text\": \"\(text)\", \"size\": \(Int(size)), \"x\": \(x), \"baseline\": \(y), \"glyphs\": [\(glyphs)]}")
            }
        }
        let json = "{\"width\": \(width), \"height\": \(height), \"radius\": 10, \"font\": \"Fonts/DejaVuSans.ttf\",\n"
            + "\"rects\": [\n" + rects.joined(separator: ",\n") + "],\n\"labels\": [\n" + labels.joined(separator: ",\n") + "]}\n"
        return (Scene(width: Double(width), height: Double(height), scale: 1, background: .white, items: items), json)
    }

    static func run() throws {
        if let filter = Harness.filter, !"raster_scene".contains(filter), !"png_encode".contains(filter) { return }
        let engine = try GravityEngine()
        let (scene, json) = try scene(engine: engine)
        try Harness.writeInput("scene.json", Array(json.utf8))
        let backend = RasterBackend(glyphs: engine.glyphs, metadata: engine.metadata)
        var buffer = try backend.rasterize(scene)
        try Harness.run("raster_scene", iterations: 50, work: "750x1334 @1x, 200 rounded rects, 100 labels") { _ in
            buffer = try backend.rasterize(scene)
        }
        var size = 0
        let png = try PNGCodec.encode(buffer, text: engine.metadata)
        size = png.count
        try Harness.run("png_encode", iterations: 30, work: "raster_scene result, \(size) bytes") { _ in
            blackHole(try PNGCodec.encode(buffer, text: engine.metadata))
        }
        try Harness.writeInput("raster_scene.png", png)
    }
}
