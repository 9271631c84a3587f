import GravityDocument

/// A table's or collection's rows as `--data` gives them (SPEC §14.2): the
/// key named by the view's `outlet` (else `id`) holds an array of rows (one
/// section) or `{"sections": [{"header": …, "footer": …, "rows": […]}]}`.
/// A header or footer is an object (a template's state) or a string (a
/// plain title). A row is an object: its `reuseIdentifier` or `xml` picks
/// the cell, its other keys are the cell's state.
struct TableData {
    struct Section {
        var header: DataValue?
        var footer: DataValue?
        var rows: [DataValue]
    }
    var sections: [Section]

    /// Reads `value`, the data under `key`; a message saying what is wrong otherwise.
    static func read(_ value: DataValue, key: String) -> Result<TableData, TableDataError> {
        switch value {
        case .array(let rows):
            return .success(TableData(sections: [Section(rows: rows)]))
        case .object(let object):
            guard case .array(let sections)? = object["sections"] else {
                return .failure(TableDataError("data '\(key)': expected an array of rows or {\"sections\": […]}, got an object without a sections array"))
            }
            var result: [Section] = []
            for (index, section) in sections.enumerated() {
                guard case .object(let fields) = section else {
                    return .failure(TableDataError("data '\(key)': section \(index) is \(section.described), not an object with rows"))
                }
                for name in fields.keys where !["header", "footer", "rows"].contains(name) {
                    return .failure(TableDataError("data '\(key)': section \(index) has a key '\(name)'; a section takes header, footer and rows"))
                }
                var rows: [DataValue] = []
                if let written = fields["rows"] {
                    guard case .array(let array) = written else {
                        return .failure(TableDataError("data '\(key)': section \(index)'s rows is \(written.described), not an array"))
                    }
                    rows = array
                }
                result.append(Section(header: fields["header"], footer: fields["footer"], rows: rows))
            }
            return .success(TableData(sections: result))
        default:
            return .failure(TableDataError("data '\(key)': expected an array of rows or {\"sections\": […]}, got \(value.described)"))
        }
    }
}

struct TableDataError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension Resolver {
    /// The rows under the view's data key; nil (after a note or an error) when there are none.
    mutating func tableData(of node: Node, kind: String) -> TableData? {
        guard let keyAttribute = node.attribute("outlet") ?? node.attribute("id") else {
            diagnostics.append(.note("<\(kind)> has no outlet or id naming its rows in --data: it is drawn with no rows", at: node.location))
            return nil
        }
        let key = keyAttribute.value
        guard case .object(let root) = dataScope.root, let value = root[key] else {
            diagnostics.append(.note("<\(kind)>: --data has no '\(key)' (its \(keyAttribute.name)): it is drawn with no rows, as UIKit draws an empty table", at: keyAttribute.valueLocation))
            return nil
        }
        switch TableData.read(value, key: key) {
        case .success(let data): return data
        case .failure(let error):
            diagnostics.append(.error(error.message, at: keyAttribute.valueLocation))
            return nil
        }
    }

    /// A row's (or header's) keys as cell state, with the cell it picks.
    static func rowState(_ row: DataValue) -> (state: [(String, DataValue)], reuseIdentifier: String?, xml: String?) {
        guard case .object(let object) = row else { return ([], nil, nil) }
        var identifier: String?, xml: String?
        if case .string(let text)? = object["reuseIdentifier"] { identifier = text }
        if case .string(let text)? = object["xml"] { xml = text }
        let state = object.filter { $0.key != "reuseIdentifier" && $0.key != "xml" }.sorted { $0.key < $1.key }
        return (state.map { ($0.key, $0.value) }, identifier, xml)
    }
}
