import GravityCore

/// A font-independent measurer for layout tests: every character advances
/// `0.5 × size`, ascender 0.8, descender −0.2, no line gap, cap height 0.7,
/// x-height 0.5 (all × size). Lines break at spaces when wrapping. The
/// minimum width is one advance (the ellipsis) on one line, and the
/// longest word when wrapping. Lines are aligned within `alignWidth`.
struct FakeTextMeasurer: TextMeasuring {
    func layout(_ content: TextContent, maxWidth: Double?, alignWidth: Double?) throws -> TextLayout {
        let size = content.font.size
        if content.font.family == "Missing" { throw ValueError("unknown font family 'Missing'") }
        let advance = size * 0.5
        var lines: [String] = []
        for paragraph in content.text.components(separatedBy: "\n") {
            guard content.wrap, let limit = maxWidth else { lines.append(paragraph); continue }
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if !current.isEmpty, Double(candidate.count) * advance > limit {
                    lines.append(current)
                    current = String(word)
                } else {
                    current = candidate
                }
            }
            lines.append(current)
        }
        let lineHeight = content.lineHeight ?? size
        let firstBaseline = (lineHeight - size) / 2 + size * 0.8
        let widest = lines.map { Double($0.count) * advance }.max() ?? 0
        let width = maxWidth.map { min($0, widest) } ?? widest
        let key = FontKey(path: "fake", faceIndex: 0, size: size)
        let box = alignWidth ?? width
        let textLines = lines.enumerated().map { index, text in
            let lineWidth = Double(text.count) * advance
            let x: Double
            switch content.alignment ?? .left {
            case .left, .justified: x = 0
            case .center: x = (box - lineWidth) / 2
            case .right: x = box - lineWidth
            }
            return TextLine(text: text, x: x, baseline: firstBaseline + Double(index) * lineHeight,
                            width: lineWidth, glyphs: [], font: key)
        }
        let longestWord = content.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(\.count).max() ?? 0
        return TextLayout(size: Size(width: width, height: lineHeight * Double(lines.count)),
                          minimumWidth: content.wrap ? Double(longestWord) * advance : advance, firstBaseline: firstBaseline,
                          lastBaseline: textLines.last!.baseline,
                          capTop: firstBaseline - size * 0.7, xTop: firstBaseline - size * 0.5,
                          fontName: "Fake \(formatNumber(size))", lines: textLines)
    }
}

/// Parses, resolves and lays out `xml` with the fake measurer.
func layoutXML(_ xml: String, width: Double? = nil, height: Double? = nil, scale: Double = 1, data: DataValue? = nil) throws -> SolvedLayout {
    try layoutXMLWithDiagnostics(xml, width: width, height: height, scale: scale, data: data).result
}

/// The same, with the diagnostics layout reported.
func layoutXMLWithDiagnostics(_ xml: String, width: Double? = nil, height: Double? = nil,
                              scale: Double = 1, data: DataValue? = nil) throws -> (result: SolvedLayout, diagnostics: [Diagnostic]) {
    let source = SourceFile(path: "test.xml", text: xml)
    let node = try XMLReader.parse(source)
    var options = Resolver.Options()
    if let data { options.data = data }
    let (element, diagnostics) = Resolver.resolve(node, options: options)
    if let error = diagnostics.first(where: { $0.severity == .error }) { throw error }
    let result = try LayoutEngine(measurer: FakeTextMeasurer())
        .layout(element!, options: LayoutOptions(width: width, height: height, scale: scale))
    return (result, result.diagnostics.items)
}
