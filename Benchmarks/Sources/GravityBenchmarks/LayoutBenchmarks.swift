import Foundation
import GravityCore

/// Layout cases, defined exactly in Benchmarks/README.md. Text is measured by
/// `FixedTextMeasurer`, so the figures measure layout, not fonts.
enum LayoutBenchmarks {
    static func run() {
        let engine = LayoutEngine(measurer: FixedTextMeasurer())
        if ["parse_grid_11k", "layout_grid_11k", "layout_grid_11k_from_element"].contains(where: selected) {
            runGrid(engine)
        }

        // Only when the case runs: its check is a 100,000-node layout.
        guard selected("layout_100k") else { return }
        let mixedRoot = try! resolve(mixedXML())
        let mixed = try! engine.layout(mixedRoot, options: unbounded(width: 375))
        // Every element has a frame, spacers too.
        expect(count(mixed.root) == 100_000, "mixed tree: \(count(mixed.root)) frames")
        let mixedPrepared = PreparedLayout(mixedRoot)
        Harness.run("layout_100k", iterations: 10, work: "mixed tree of 100,000 nodes (990 cards of 11 rows), canvas width 375+i") { i in
            let result = try! engine.layout(mixedPrepared, options: unbounded(width: 375 + Double(max(0, i))))
            blackHole(result)
        }
        Harness.run("layout_100k_from_element", iterations: 10, work: "layout_100k, flattening the Element tree each time") { i in
            let result = try! engine.layout(mixedRoot, options: unbounded(width: 375 + Double(max(0, i))))
            blackHole(result)
        }
    }

    /// The grid cases: parsing and laying out 11,001 elements.
    static func runGrid(_ engine: LayoutEngine) {
        let grid = gridXML()
        Harness.run("parse_grid_11k", iterations: 20, work: "XML text of layout_grid_11k (11,001 elements) to Element tree") { _ in
            blackHole(try! resolve(grid))
        }

        let gridRoot = try! resolve(grid)
        // The figure must measure the whole layout: check its result once.
        let check = try! engine.layout(gridRoot, options: unbounded(width: 750))
        let last = check.root.children.last?.children.last?.rect
        expect(check.root.children.count == 1000 && check.root.children.allSatisfy { $0.children.count == 10 }
               && last == Rect(x: 675, y: 19980, width: 75, height: 20), "grid layout: \(check.root.children.count) rows, last box at \(String(describing: last))")
        // As Yoga's nodes are built before its timing, the tree is flattened
        // before ours (PreparedLayout); the _from_element case includes it.
        let gridPrepared = PreparedLayout(gridRoot)
        Harness.run("layout_grid_11k", iterations: 50, work: "V of 1000 H rows × 10 fill boxes, 11,001 nodes, canvas width 750+i") { i in
            let result = try! engine.layout(gridPrepared, options: unbounded(width: 750 + Double(max(0, i))))
            blackHole(result)
        }
        Harness.run("layout_grid_11k_from_element", iterations: 50, work: "layout_grid_11k, flattening the Element tree each time") { i in
            let result = try! engine.layout(gridRoot, options: unbounded(width: 750 + Double(max(0, i))))
            blackHole(result)
        }
    }

    /// A constraint layer (SPEC §7) of 1,000 children chained left to right,
    /// sized by its content (issue #13's slow case).
    static func runChain() {
        guard selected("layout_chain_1k") else { return }
        let chainRoot = try! resolve(chainXML(1000))
        let engine = LayoutEngine(measurer: FixedTextMeasurer())
        // 10,999 points at scale 2 is wider than the default canvas limit.
        var options = LayoutOptions(scale: 2)
        options.limits.maxCanvasSide = .max
        let chain = try! engine.layout(chainRoot, options: options)
        let last = chain.root.children.last?.rect
        expect(chain.root.rect.width == 10_999 && last == Rect(x: 10_989, y: 0, width: 10, height: 10),
               "chain layer: root \(chain.root.rect), last child at \(String(describing: last))")
        Harness.run("layout_chain_1k", iterations: 5, work: "Z of 1000 children, c[i].left = c[i-1].right + 1, auto size") { _ in
            blackHole(try! engine.layout(chainRoot, options: options))
        }
    }

    /// Whether `make bench FILTER=…` runs case `name`.
    static func selected(_ name: String) -> Bool {
        Harness.selects(name)
    }

    static func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        print("benchmark check failed: \(message())")
        exit(1)
    }

    static func count(_ frame: Frame) -> Int {
        1 + frame.children.reduce(0) { $0 + count($1) }
    }

    static func resolve(_ xml: String) throws -> Element {
        let node = try DocumentLoader.parse(SourceFile(path: "bench.xml", text: xml))
        return Resolver.resolve(node).0!
    }

    /// 1 V + 1000 H + 10,000 boxes = 11,001 elements.
    static func gridXML() -> String {
        let box = #"<Z width="fill" minWidth="10" height="fill"/>"#
        let row = "<H height=\"20\">" + String(repeating: box, count: 10) + "</H>\n"
        return "<V width=\"fill\">\n" + String(repeating: row, count: 1000) + "</V>\n"
    }

    /// `<Z>` holding n 10 × 10 boxes `c0`…, each 1 point right of the one before.
    static func chainXML(_ n: Int) -> String {
        let constraints = (1..<n).map { "c\($0).left = c\($0 - 1).right + 1" }.joined(separator: "\n")
        let boxes = (0..<n).map { "<Z id=\"c\($0)\" width=\"10\" height=\"10\"/>" }.joined(separator: "\n")
        return "<Z>\n<Z.constraints>\n" + constraints + "\n</Z.constraints>\n" + boxes + "\n</Z>\n"
    }

    /// 1 root V + 990 cards × 101 + one more row of 9 = 100,000 elements.
    static func mixedXML() -> String {
        let row = """
        <H spacing="4" padding="2"><Z width="24" height="24"/>\
        <V width="fill" spacing="2"><Label text="Title text here" font="System 12" shrinks="-1"/>\
        <H gravity="baseline"><Label text="detail" font="System 10"/><Spacer/><Label text="42" font="System 10"/></H></V>\
        <Z width="fill" maxWidth="40" height="fill"/></H>
        """
        let card = "<Z padding=\"4\"><V spacing=\"6\">" + String(repeating: row, count: 11) + "</V></Z>\n"
        return "<V width=\"fill\">\n" + String(repeating: card, count: 990) + row + "\n</V>\n"
    }
}

/// Every character advances 0.5 × size; ascender 0.8, descender −0.2, cap
/// height 0.7, x-height 0.5 (× size); one line per paragraph, breaking at
/// spaces when wrapping. The same rules as the tests' FakeTextMeasurer.
struct FixedTextMeasurer: TextMeasuring {
    func layout(_ content: TextContent, maxWidth: Double?, alignWidth: Double?) throws -> TextLayout {
        let size = content.font.size
        let advance = size * 0.5
        let natural = Double(content.text.count) * advance
        let width = maxWidth.map { min($0, natural) } ?? natural
        let key = FontKey(path: "fixed", faceIndex: 0, size: size)
        let line = TextLine(text: content.text, x: 0, baseline: size * 0.8, width: width, glyphs: [], font: key)
        return TextLayout(size: Size(width: width, height: size), minimumWidth: advance,
                          firstBaseline: size * 0.8, lastBaseline: size * 0.8,
                          capTop: size * 0.1, xTop: size * 0.3, fontName: "Fixed", lines: [line])
    }
}

/// Scale 2 with no canvas limit: the benchmark trees are taller than 16384 pixels.
private func unbounded(width: Double) -> LayoutOptions {
    var options = LayoutOptions(width: width, scale: 2)
    options.limits.maxCanvasSide = .max
    return options
}
