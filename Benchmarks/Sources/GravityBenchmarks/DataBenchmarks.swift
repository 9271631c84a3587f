import Foundation
import GravityCore

/// Data binding cases (defined in Benchmarks/README.md): resolving a
/// 10,001-element document whose attributes are expressions and a tenth of
/// whose elements come from a 1,000-element Repeat, against the same
/// document written out. SPEC/issue budget: at most 1.5× the plain one.
enum DataBenchmarks {
    static func run() {
        guard Harness.selects("resolve_data_10k") || Harness.selects("resolve_plain_10k") else { return }
        let data: DataValue = [
            "size": ["w": 20, "h": 10], "accent": "#336699", "user": ["name": "Ada"],
            "rows": .array((0..<1000).map { ["title": .string("Row \($0)"), "done": .bool($0 % 3 == 0)] }),
        ]
        let bound = boundXML(), plain = plainXML()
        var options = Resolver.Options()
        options.data = data
        // Both must resolve to the same tree (checked once, on its labels and sizes).
        let boundRoot = resolve(bound, options), plainRoot = resolve(plain, Resolver.Options())
        LayoutBenchmarks.expect(boundRoot.children.count == 10_000 && summary(boundRoot) == summary(plainRoot),
                                "data documents differ: \(boundRoot.children.count) children")
        let withData = Harness.run("resolve_data_10k", iterations: 20,
                                   work: "XML of 9,000 elements with {…} attributes + a 1,000-element Repeat to Element tree") { _ in
            blackHole(resolve(bound, options))
        }
        let written = Harness.run("resolve_plain_10k", iterations: 20,
                                  work: "the same 10,001 elements written out, XML to Element tree") { _ in
            blackHole(resolve(plain, Resolver.Options()))
        }
        if let withData, let written {
            let ratio = (withData / written * 100).rounded() / 100
            print("{\"name\": \"resolve_data_ratio\", \"ratio\": \(ratio), \"budget\": 1.5, \"work\": \"resolve_data_10k / resolve_plain_10k\"}")
            LayoutBenchmarks.expect(ratio <= 1.5, "data binding costs \(ratio)× the written-out document (budget 1.5×)")
        }
    }

    static func resolve(_ xml: String, _ options: Resolver.Options) -> Element {
        let node = try! DocumentLoader.parse(SourceFile(path: "bench.xml", text: xml))
        let (element, diagnostics) = Resolver.resolve(node, options: options)
        LayoutBenchmarks.expect(diagnostics.isEmpty, "data benchmark: \(diagnostics.first!)")
        return element!
    }

    static func summary(_ root: Element) -> [String] {
        root.children.map { "\($0.kind) \($0.text?.text ?? "") \($0.size.width) \($0.size.height) \(String(describing: $0.appearance.backgroundColor))" }
    }

    /// 9,000 boxes whose sizes, colour and margin are expressions, then a
    /// Repeat of 1,000 labels.
    static func boundXML() -> String {
        let box = #"<Z width="{size.w}" height="{size.h + 1}" backgroundColor="{accent}" leftMargin="{size.w / 4}"/>"#
        let repeatBlock = #"<Repeat items="{rows}" as="row"><Label text="{row.title}: {row.done ? 'done' : 'open'} by {user.name}" font="System 12"/></Repeat>"#
        return "<V width=\"fill\">\n" + String(repeating: box + "\n", count: 9000) + repeatBlock + "\n</V>\n"
    }

    static func plainXML() -> String {
        let box = ##"<Z width="20" height="11" backgroundColor="#336699" leftMargin="5"/>"##
        let labels = (0..<1000).map { i -> String in
            let state = i % 3 == 0 ? "done" : "open"
            return "<Label text=\"Row \(i): \(state) by Ada\" font=\"System 12\"/>\n"
        }.joined()
        return "<V width=\"fill\">\n" + String(repeating: box + "\n", count: 9000) + labels + "</V>\n"
    }
}
