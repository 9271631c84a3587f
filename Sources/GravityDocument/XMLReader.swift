import GravityValues
#if canImport(Glibc)
import Glibc
#endif

/// A small, strict XML reader for layout files.
///
/// Written here rather than using Foundation's XMLParser because layouts need
/// the exact line:column of every attribute and value, and because layout
/// files are untrusted input: DTDs and entity declarations are refused
/// outright (no expansion, no external access), nesting depth is bounded
/// before the tree grows, and the reader never recurses.
public struct XMLReader {
    private let source: SourceFile
    private let bytes: [UInt8]
    private let limits: Limits
    private var index = 0
    private var nodeCount = 0
    /// Locations are asked for in increasing offsets; see `SourceFile.LocationCursor`.
    private var cursor = SourceFile.LocationCursor()
    /// Recorded only by `parseKeepingSource`.
    private var trivia: SourceTrivia?

    /// A reader over `source`, held to `limits` (depth, node count).
    public init(source: SourceFile, limits: Limits = Limits()) {
        self.source = source
        self.bytes = source.bytes
        self.limits = limits
    }

    /// Parses the document's root element. Throws a located diagnostic for the
    /// first syntax error (after one, XML offers no reliable way to go on).
    public static func parse(_ source: SourceFile, limits: Limits = Limits()) throws -> Node {
        var reader = XMLReader(source: source, limits: limits)
        return try reader.parseDocument()
    }

    /// Parses as `parse` does and also returns the comments, processing
    /// instructions and exact spellings the tree leaves out (for `gravity format`).
    public static func parseKeepingSource(_ source: SourceFile, limits: Limits = Limits()) throws -> (Node, SourceTrivia) {
        var reader = XMLReader(source: source, limits: limits)
        reader.trivia = SourceTrivia()
        let node = try reader.parseDocument()
        return (node, reader.trivia ?? SourceTrivia())
    }

    // MARK: - Document

    private struct OpenElement {
        var node: Node
        /// Where its content starts, just after the start tag's `>`.
        var contentStart: Int
    }

    private mutating func parseDocument() throws -> Node {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // UTF-8 byte order mark
        if let bad = firstInvalidByte() {
            throw failure("the file is not valid UTF-8 text", at: bad)
        }
        var root: Node?
        var stack: [OpenElement] = []

        while index < bytes.count {
            if peek("<") {
                if peek("<!--") {
                    let start = index
                    try skipComment()
                    keepItem(from: start, stack: stack, rootSeen: root != nil)
                } else if peek("<?") {
                    let start = index
                    try skipProcessingInstruction()
                    keepItem(from: start, stack: stack, rootSeen: root != nil)
                } else if peek("<!DOCTYPE") || peek("<!ENTITY") {
                    throw failure("DTDs and entity declarations are not allowed in layout files", at: index)
                } else if peek("<![CDATA[") {
                    let start = index
                    let text = try readCDATA()
                    guard !stack.isEmpty else { throw failure("text is not allowed outside the root element", at: start) }
                    // Located at its first visible character, as other text is.
                    let content = start + 9
                    stack[stack.count - 1].node.children.append(.text(text, location(content + leadingWhitespace(from: content))))
                } else if peek("</") {
                    let start = index
                    index += 2
                    let name = try readName()
                    skipWhitespace()
                    try expect(">")
                    guard let open = stack.popLast() else {
                        throw failure("closing tag </\(name)> has no matching opening tag", at: start)
                    }
                    guard open.node.name == name else {
                        throw failure("closing tag </\(name)> does not match <\(open.node.name)> opened at line \(open.node.location.line), column \(open.node.location.column)", at: start)
                    }
                    trivia?.contentSpellings[open.node.location] = String(decoding: bytes[open.contentStart..<start], as: UTF8.self)
                    trivia?.contentRanges[open.node.location] = open.contentStart..<start
                    trivia?.endTagNameRanges[open.node.location] = (start + 2)..<(start + 2 + name.utf8.count)
                    if stack.isEmpty {
                        root = open.node
                    } else {
                        stack[stack.count - 1].node.children.append(.element(open.node))
                    }
                } else {
                    let start = index
                    if root != nil && stack.isEmpty {
                        throw failure("only one root element is allowed", at: start)
                    }
                    if stack.count >= limits.maxDepth {
                        throw failure("elements are nested more than \(limits.maxDepth) deep (the limit; raise it with --max-depth)", at: start)
                    }
                    nodeCount += 1
                    if nodeCount > limits.maxNodes {
                        throw failure("the file has more than \(limits.maxNodes) elements (the limit; raise it with --max-nodes)", at: start)
                    }
                    let (node, selfClosing) = try readStartTag()
                    if selfClosing {
                        if stack.isEmpty { root = node } else { stack[stack.count - 1].node.children.append(.element(node)) }
                    } else {
                        stack.append(OpenElement(node: node, contentStart: index))
                    }
                }
            } else {
                let start = index
                let text = try readText(until: UInt8(ascii: "<"))
                if stack.isEmpty {
                    if !text.allSatisfy({ $0.isWhitespace }) {
                        throw failure("text is not allowed outside the root element", at: start + leadingWhitespace(from: start))
                    }
                } else {
                    stack[stack.count - 1].node.children.append(.text(text, location(start + leadingWhitespace(from: start))))
                }
            }
        }
        if let open = stack.last {
            throw failure("<\(open.node.name)> is never closed (end of file reached)", at: bytes.count, pointingAt: open.node.location)
        }
        guard let document = root else {
            throw failure("the file has no root element", at: index)
        }
        return document
    }

    // MARK: - Tags

    /// Attributes of a tag checked for repeats by looking through them.
    static let fewAttributes = 16

    private mutating func readStartTag() throws -> (Node, Bool) {
        let start = index
        // Taken before the attributes', so locations are asked for in order.
        let startLocation = location(start)
        index += 1  // "<"
        let name = try readName()
        trivia?.nameRanges[startLocation] = (start + 1)..<index
        var attributes: [Attribute] = []
        // Repeated names: looked for among the attributes so far while they
        // are few (a Set of names cost 3 k instructions an element), in a
        // Set past `fewAttributes`, so a tag with 100,000 stays linear.
        var names: Set<String> = []
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else {
                throw failure("<\(name)> is not finished (end of file inside the tag)", at: index)
            }
            if peek("/>") {
                index += 2
                return (Node(name: name, attributes: attributes, location: startLocation), true)
            }
            if peek(">") {
                index += 1
                return (Node(name: name, attributes: attributes, location: startLocation), false)
            }
            guard hadSpace else {
                throw failure("expected whitespace, '>' or '/>' after \(attributes.last.map { "attribute '\($0.name)'" } ?? "<\(name)")", at: index)
            }
            let attributeStart = index
            let attributeName = try readName()
            skipWhitespace()
            try expect("=", context: "after attribute name '\(attributeName)'")
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw failure("attribute values must be quoted (\(attributeName)=\"…\")", at: index)
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            let value = try readText(until: quote, inAttribute: true, openedAt: valueStart - 1)
            guard index < bytes.count else {
                throw failure("attribute '\(attributeName)' has no closing quote", at: valueStart - 1)
            }
            index += 1
            let repeated: Bool
            if attributes.count < Self.fewAttributes {
                repeated = attributes.contains { $0.name == attributeName }
            } else {
                if names.isEmpty { names = Set(attributes.map(\.name)) }
                repeated = !names.insert(attributeName).inserted
            }
            if repeated {
                throw failure("attribute '\(attributeName)' is given twice", at: attributeStart)
            }
            let attribute = Attribute(name: attributeName, value: value,
                                      location: location(attributeStart), valueLocation: location(valueStart))
            trivia?.valueSpellings[attribute.valueLocation] = String(decoding: bytes[valueStart..<(index - 1)], as: UTF8.self)
            trivia?.valueRanges[attribute.valueLocation] = valueStart..<(index - 1)
            trivia?.nameRanges[attribute.location] = attributeStart..<(attributeStart + attributeName.utf8.count)
            attributes.append(attribute)
        }
    }

    private mutating func readName() throws -> String {
        let start = index
        while index < bytes.count, isNameByte(bytes[index], first: index == start) { index += 1 }
        guard index > start else {
            throw failure("expected a name", at: start)
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }

    // MARK: - Text and references

    /// Reads character data up to `terminator`, decoding the five predefined
    /// entities and character references. Any other entity is refused.
    /// In an attribute value a literal line feed, tab, carriage return or
    /// CR LF pair is one space (XML 1.0 §2.11 and §3.3.3, as every XML
    /// reader does); `&#10;` stays a line feed.
    private mutating func readText(until terminator: UInt8, inAttribute: Bool = false, openedAt quote: Int = -1) throws -> String {
        // Most text has no references: take it straight from the bytes.
        let start = index
        while index < bytes.count, bytes[index] != terminator, bytes[index] != UInt8(ascii: "&"),
              !(inAttribute && (bytes[index] == UInt8(ascii: "<") || Self.isAttributeSpace(bytes[index]))) {
            index += 1
        }
        if index == bytes.count || bytes[index] == terminator {
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        var result = Array(bytes[start..<index])
        while index < bytes.count, bytes[index] != terminator {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                try readReference(into: &result)
            } else if inAttribute, byte == UInt8(ascii: "<") {
                throw unclosedQuote(at: quote, tagAt: index) ?? failure("'<' is not allowed in an attribute value (write &lt;)", at: index)
            } else if inAttribute, Self.isAttributeSpace(byte) {
                result.append(UInt8(ascii: " "))
                index += 1
                // CR LF is one line end, so one space.
                if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            } else {
                result.append(byte)
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Line feed, tab and carriage return: a space in an attribute value.
    private static func isAttributeSpace(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// A `<` that starts a tag (`<Label`, `</V`, `<!--`) inside a value is
    /// most likely a quote left open before it: the error is at that quote.
    private mutating func unclosedQuote(at quote: Int, tagAt offset: Int) -> Diagnostic? {
        guard quote >= 0, offset + 1 < bytes.count else { return nil }
        let next = bytes[offset + 1]
        guard isNameByte(next, first: true) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") else { return nil }
        let tag = location(offset)
        return failure("this quote is not closed: the value runs into the tag at \(tag.line):\(tag.column) "
                       + "(close the quote, or write &lt; for a literal '<')", at: quote)
    }

    private mutating func readReference(into result: inout [UInt8]) throws {
        let start = index
        index += 1
        var end = index
        while end < bytes.count, end - index < 32, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw failure("'&' must start an entity such as &amp; (write &amp; for a literal '&')", at: start)
        }
        let name = String(decoding: bytes[index..<end], as: UTF8.self)
        index = end + 1
        let predefined = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        if let text = predefined[name] {
            result.append(contentsOf: Array(text.utf8))
            return
        }
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value: UInt32? = digits.hasPrefix("x") || digits.hasPrefix("X")
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let code = value, let scalar = Unicode.Scalar(code), code != 0 else {
                throw failure("'&\(name);' is not a valid character reference", at: start)
            }
            result.append(contentsOf: Array(String(Character(scalar)).utf8))
            return
        }
        throw failure("unknown entity '&\(name);' (entities other than &lt; &gt; &amp; &quot; &apos; are not allowed)", at: start)
    }

    private mutating func readCDATA() throws -> String {
        let start = index
        index += 9
        guard let end = find("]]>") else { throw failure("CDATA section is never closed", at: start) }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        index = end + 3
        return text
    }

    /// Records the comment or processing instruction just read (from
    /// `start` up to the index) where it was: before, inside or after the root.
    private mutating func keepItem(from start: Int, stack: [OpenElement], rootSeen: Bool) {
        guard trivia != nil else { return }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let parent = stack.last {
            trivia?.inside[parent.node.location, default: []]
                .append(SourceTrivia.Item(text: text, beforeChild: parent.node.children.count))
        } else if rootSeen {
            trivia?.afterRoot.append(text)
        } else {
            trivia?.beforeRoot.append(text)
        }
    }

    private mutating func skipComment() throws {
        let start = index
        index += 4
        guard let end = find("-->") else { throw failure("comment is never closed (missing -->)", at: start) }
        index = end + 3
    }

    private mutating func skipProcessingInstruction() throws {
        let start = index
        index += 2
        guard let end = find("?>") else { throw failure("processing instruction is never closed (missing ?>)", at: start) }
        index = end + 2
    }

    // MARK: - Scanning helpers

    private func peek(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<count where bytes[index + offset] != buffer[offset] { return false }
            return true
        }
    }

    private func find(_ literal: StaticString) -> Int? {
        let pattern = literal.withUTF8Buffer { Array($0) }
        var position = index
        while position + pattern.count <= bytes.count {
            if bytes[position] == pattern[0], Array(bytes[position..<position + pattern.count]) == pattern { return position }
            position += 1
        }
        return nil
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func leadingWhitespace(from start: Int) -> Int {
        var offset = 0
        while start + offset < bytes.count, isSpace(bytes[start + offset]) { offset += 1 }
        return offset
    }

    /// `context` is made only for the error: an interpolated context for
    /// every attribute's "=" cost 2.7 k instructions an element.
    private mutating func expect(_ literal: StaticString, context: @autoclosure () -> String = "") throws {
        guard peek(literal) else {
            let expected = String(describing: literal), context = context()
            throw failure("expected '\(expected)'\(context.isEmpty ? "" : " " + context)", at: index)
        }
        index += literal.utf8CodeUnitCount
    }

    private func firstInvalidByte() -> Int? {
        // Validate UTF-8 and refuse control characters other than tab/newline.
        var position = Self.plainPrefix(bytes)
        while position < bytes.count {
            let byte = bytes[position]
            let length: Int
            switch byte {
            case 0x09, 0x0A, 0x0D, 0x20...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return position
            }
            guard position + length <= bytes.count else { return position }
            for offset in 1..<length where bytes[position + offset] & 0xC0 != 0x80 { return position }
            position += length
        }
        return nil
    }

    /// How many bytes at the start are tab, line feed, carriage return or
    /// printable ASCII (all valid), counted by the C library's `strspn`: it
    /// is optimised in every build, where the loop above costs about 400
    /// instructions a byte in a debug build (`swift test`'s).
    private static func plainPrefix(_ bytes: [UInt8]) -> Int {
        #if canImport(Glibc)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            let terminated = UnsafeMutablePointer<CChar>.allocate(capacity: buffer.count + 1)
            defer { terminated.deallocate() }
            memcpy(terminated, base, buffer.count)
            terminated[buffer.count] = 0  // a NUL in the file ends the count there too: it is invalid
            return strspn(terminated, plainBytes)
        }
        #else
        return 0
        #endif
    }

    /// Tab, line feed, carriage return, 0x20…0x7F, and the terminating NUL.
    private static let plainBytes: [CChar] = [9, 10, 13] + (0x20...0x7F).map { CChar($0) } + [0]

    private mutating func location(_ offset: Int) -> SourceLocation {
        source.location(ofOffset: offset, cursor: &cursor)
    }

    private func failure(_ message: String, at offset: Int, pointingAt: SourceLocation? = nil) -> Diagnostic {
        .error(message, at: pointingAt ?? source.location(ofOffset: offset))
    }
}

extension Diagnostic: Error {}
