import Foundation
import Gravity
import GravityCore
import GravityRender
import SplitMix64

/// `raster_scene` and `png_encode` (defined in Benchmarks/README.md).
enum RasterBenchmarks {
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

    // MARK: - raster_heavy

    /// The 4 source images of `raster_heavy`, 160 × 160, opaque: image k has
    /// pixel (x, y) = ((255x/159 + 64k) mod 256, 255y/159, (2(x xor y) + 40k) mod 256).
    static func heavyImage(_ k: Int) -> PixelBuffer {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(160 * 160 * 4)
        for y in 0..<160 {
            for x in 0..<160 {
                bytes += [UInt8((255 * x / 159 + 64 * k) % 256), UInt8(255 * y / 159), UInt8((2 * (x ^ y) + 40 * k) % 256), 255]
            }
        }
        return PixelBuffer(width: 160, height: 160, straight: bytes)
    }

    /// `raster_heavy` (Benchmarks/README.md): 20 sections of 80 rounded
    /// rectangles, 40 labels, 3 or 2 images and one opacity group of 20
    /// rectangles and 10 labels, at 1170 × 2532. Also as JSON for the peers.
    static func heavyScene(engine: GravityEngine, images: [PixelBuffer]) throws -> (Scene, json: String) {
        var random = SplitMix64(state: 1170)
        let width = 1170, height = 2532
        var labelNumber = 0, imageNumber = 0

        func rect(w ws: ClosedRange<Int>, h hs: ClosedRange<Int>, within: (Int, Int, Int, Int)) -> (SceneItem, String) {
            let w = random.int(ws), h = random.int(hs)
            let x = within.0 + random.int(0...(within.2 - w)), y = within.1 + random.int(0...(within.3 - h))
            let radius = random.int(4...20)
            let r = random.int(0...255), g = random.int(0...255), b = random.int(0...255)
            let a = random.int(0...3) == 0 ? random.int(128...254) : 255
            let color = Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
            let shape = RoundedRect(rect: Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h)), radius: Double(radius))
            return (.fill(shape, color), "{\"rect\": \([x, y, w, h, radius, r, g, b, a])}")
        }
        func label(size sizes: ClosedRange<Int>, x xs: ClosedRange<Int>, baseline ys: ClosedRange<Int>) throws -> ([SceneItem], String) {
            let size = random.int(sizes), x = random.int(xs), y = random.int(ys)
            let text = "Label \(labelNumber): Hxgy é"
            labelNumber += 1
            let content = TextContent(text: text, font: FontRequest(family: "DejaVu Sans", size: Double(size), weight: 400, italic: false),
                                      color: .black)
            let layout = try engine.measurer.layout(content, maxWidth: nil, alignWidth: nil)
            var items: [SceneItem] = [], glyphs: [String] = []
            for line in layout.lines {
                for span in line.runs {
                    items.append(.glyphs(GlyphRun(font: span.font, color: .black, glyphs: span.glyphs,
                                                  originX: Double(x), baseline: Double(y))))
                }
                glyphs += line.glyphs.map { "[\($0.id), \($0.x), \($0.y)]" }
            }
            return (items, "{\"label\": {\"size\": \(size), \"x\": \(x), \"baseline\": \(y), \"glyphs\": [\(glyphs.joined(separator: ", "))]}}")
        }

        var items: [SceneItem] = [], json: [String] = []
        for section in 0..<20 {
            for _ in 0..<80 {
                let (item, line) = rect(w: 40...400, h: 40...200, within: (0, 0, width, height))
                items.append(item); json.append(line)
            }
            for _ in 0..<40 {
                let (more, line) = try label(size: 14...40, x: 0...(width - 600), baseline: 50...(height - 20))
                items += more; json.append(line)
            }
            for _ in 0..<(section < 10 ? 3 : 2) {
                let k = imageNumber % 4
                imageNumber += 1
                let w = random.int(120...400), h = random.int(120...400)
                let x = random.int(0...(width - w)), y = random.int(0...(height - h))
                items.append(.image(SceneImage(pixels: images[k], rect: Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h)))))
                json.append("{\"image\": \([k, x, y, w, h])}")
            }
            let opacity = random.int(128...242)
            let gx = random.int(0...(width - 500)), gy = random.int(0...(height - 400))
            var children: [SceneItem] = [], childJSON: [String] = []
            for _ in 0..<20 {
                let (item, line) = rect(w: 40...200, h: 40...150, within: (gx, gy, 500, 400))
                children.append(item); childJSON.append(line)
            }
            for _ in 0..<10 {
                let (more, line) = try label(size: 14...24, x: gx...(gx + 200), baseline: (gy + 30)...(gy + 390))
                children += more; childJSON.append(line)
            }
            items.append(.group(opacity: Double(opacity) / 255, clip: nil, items: children))
            json.append("{\"group\": {\"opacity\": \(opacity), \"region\": \([gx, gy, 500, 400]), \"items\": [\n"
                        + childJSON.joined(separator: ",\n") + "]}}")
        }
        let text = "{\"width\": \(width), \"height\": \(height), \"font\": \"Fonts/DejaVuSans.ttf\", "
            + "\"images\": [\"heavy-image-0.png\", \"heavy-image-1.png\", \"heavy-image-2.png\", \"heavy-image-3.png\"],\n"
            + "\"items\": [\n" + json.joined(separator: ",\n") + "]}\n"
        return (Scene(width: Double(width), height: Double(height), scale: 1, background: .white, items: items), text)
    }

    static func runHeavy() throws {
        if let filter = Harness.filter, !"raster_heavy".contains(filter) { return }
        let engine = try GravityEngine()
        let images = (0..<4).map(heavyImage)
        for (k, image) in images.enumerated() {
            try Harness.writeInput("heavy-image-\(k).png", try PNGCodec.encode(image, text: []))
        }
        let (scene, json) = try heavyScene(engine: engine, images: images)
        try Harness.writeInput("heavy.json", Array(json.utf8))
        let backend = RasterBackend(glyphs: engine.glyphs, metadata: engine.metadata)
        var buffer = try backend.rasterize(scene)
        try Harness.run("raster_heavy", iterations: 20,
                        work: "1170x2532 @1x, 2000 rounded rects, 1000 labels, 50 images, 20 opacity groups") { _ in
            buffer = try backend.rasterize(scene)
        }
        try Harness.writeInput("raster_heavy.png", try PNGCodec.encode(buffer, text: engine.metadata))
    }

    /// `frame_memcpy_*`: one memcpy of a frame buffer, the floor under any render of that size.
    static func runBound() {
        for (width, height) in [(750, 1334), (1170, 2532)] where Harness.selects("frame_memcpy_\(width)x\(height)") {
            let bytes = width * height * 4
            let source = [UInt8](repeating: 1, count: bytes)
            var destination = [UInt8](repeating: 2, count: bytes)
            Harness.run("frame_memcpy_\(width)x\(height)", iterations: 50, work: "\(bytes) bytes") { _ in
                destination.withUnsafeMutableBytes { to in source.withUnsafeBytes { to.copyMemory(from: $0) } }
            }
            blackHole(destination)
        }
    }
}
