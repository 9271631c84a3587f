import Foundation
import GravityDocument

/// Which element a row draws (SPEC §14.2), as Layout's
/// `dequeueReusableCellNode(withIdentifier:)` finds it:
/// 1. `xml` in the row names a cell file directly (Layout's
///    `registerLayout(named:forCellReuseIdentifier:)`).
/// 2. `reuseIdentifier` names an inline template, a child of the table
///    with that `reuseIdentifier`;
/// 3. else a file in the layout's folder whose root has it (the first
///    in name order; at most ``maxScannedFiles`` files are looked at).
/// 4. Neither: the table's first inline template; none: a default cell.
/// The root of a cell file must be a cell (`bases`), else an error.
extension Resolver {
    static let maxScannedFiles = 200

    enum CellChoice {
        case template(Node)
        case missing(String)
    }

    mutating func cellTemplate(identifier: String?, xml: String?, inline: [Node], bases: Set<String>,
                               at node: Node, what: String) -> CellChoice {
        if let xml {
            switch loader.find(file: xml, includedFrom: node.location.file) {
            case .found(_, let root): return checkedCell(root, file: xml, bases: bases, what: what)
            case .notFound(let searched):
                return .missing("\(what) names xml '\(xml)': not found (searched \(searched.map { "'\($0)'" }.joined(separator: ", ")))")
            case .failed(let diagnostic): return .missing("\(what) names xml '\(xml)': \(diagnostic.message)")
            }
        }
        guard let identifier else {
            if let first = inline.first { return .template(first) }
            return .missing("")
        }
        if let template = inline.first(where: { $0.attribute("reuseIdentifier")?.value == identifier }) {
            return .template(template)
        }
        if let (file, root) = cellFile(withIdentifier: identifier, near: node) {
            return checkedCell(root, file: file, bases: bases, what: what)
        }
        let known = inline.compactMap { $0.attribute("reuseIdentifier")?.value }
        return .missing("\(what) names reuseIdentifier '\(identifier)': no template in <\(node.name)>"
                        + (known.isEmpty ? "" : " (it has \(known.map { "'\($0)'" }.joined(separator: ", ")))")
                        + " and no file in the layout's folder whose root has it")
    }

    private func checkedCell(_ root: Node, file: String, bases: Set<String>, what: String) -> CellChoice {
        let base = Resolver.screenClassNames.contains(root.name) ? root.name : SubclassNames.base(of: root.name)
        guard let base, bases.contains(base) else {
            return .missing("\(what) uses \(file), whose root <\(root.name)> is not a \(bases.sorted().joined(separator: " or "))")
        }
        return .template(root)
    }

    /// Step 3: the layout's folder, files in name order.
    private mutating func cellFile(withIdentifier identifier: String, near node: Node) -> (String, Node)? {
        guard let folder = ComponentLoader.folder(of: node.location.file),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let needle = "reuseIdentifier=\"\(identifier)\""
        for name in names.filter({ $0.hasSuffix(".xml") }).sorted().prefix(Resolver.maxScannedFiles) {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains(needle) else { continue }
            if case .found(_, let root) = loader.find(file: name, includedFrom: node.location.file),
               root.attribute("reuseIdentifier")?.value == identifier {
                return (name, root)
            }
        }
        return nil
    }
}
