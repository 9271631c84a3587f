/// The paragraphs of a label's text: split at `\n`, `\r\n`, `\r`, U+2028,
/// U+2029, vertical tab, form feed and NEL, lazily, by scalars — so a huge
/// label is split only as far as it is read.
struct Paragraphs: Sequence, IteratorProtocol {
    private let text: String
    private var position: String.Index
    private var done = false

    init(_ text: String) {
        self.text = text
        position = text.startIndex
    }

    mutating func next() -> Substring? {
        guard !done else { return nil }
        let scalars = text.unicodeScalars
        var index = position
        while index < scalars.endIndex {
            let value = scalars[index].value
            if value == 0x0A || value == 0x0B || value == 0x0C || value == 0x0D || value == 0x85 || value == 0x2028 || value == 0x2029 {
                let paragraph = text.unicodeScalars[position..<index]
                var after = scalars.index(after: index)
                if value == 0x0D, after < scalars.endIndex, scalars[after].value == 0x0A { after = scalars.index(after: after) }
                position = after
                return Substring(paragraph)
            }
            index = scalars.index(after: index)
        }
        done = true
        return Substring(text.unicodeScalars[position...])
    }
}
