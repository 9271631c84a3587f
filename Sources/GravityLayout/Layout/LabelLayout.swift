import GravityDocument
import GravityResolve
import GravityValues

/// Labels: text through the `TextMeasuring` protocol, never FreeType.
extension LayoutPass {
    /// The text as the label shows it, with alignment from horizontal
    /// gravity unless `textAlignment` is given (SPEC §2.2).
    func textContent(_ index: Int) -> TextContent? {
        // The content alone, read in place: copying the whole `LabelSource`
        // (and its two source locations) retained and released every string
        // in it on each of a label's measurements.
        guard tree.hasLabel(index) else { return nil }
        var content = tree.labels[tree.nodes[index].content].content
        if content.alignment == nil {
            switch tree.nodes[index].gravity.horizontal ?? .left {
            case .left: content.alignment = .left
            case .center: content.alignment = .center
            case .right: content.alignment = .right
            case .wide: content.alignment = .justified
            }
        }
        return content
    }

    mutating func measureText(_ index: Int, maxWidth: Double?, alignWidth: Double?) -> TextLayout? {
        guard let content = textContent(index) else { return nil }
        do {
            return try measurer.layout(content, maxWidth: maxWidth, alignWidth: alignWidth, heightHorizon: textHorizon)
        } catch let error as ValueError {
            report(.error(error.message, at: tree.label(index)?.location))
        } catch {
            report(.error("\(error)", at: tree.label(index)?.location))
        }
        return nil
    }

    /// The label measured without a width limit from its parent: `maxWidth`
    /// (or a fixed width) is still its wrap width (SPEC §2.3).
    mutating func naturalTextLayout(_ index: Int) -> TextLayout? {
        guard measureNaturalText(index) else { return nil }
        let label = tree.nodes[index].content
        // Already handed to the label's frame (textLayout(forFrame:)): measured again.
        if naturalText[label] == nil { naturalText[label] = measureText(index, maxWidth: naturalWidthLimit(index), alignWidth: nil) }
        return naturalText[label]
    }

    /// The natural layout's size and anchors: what solving a label reads,
    /// without copying (and retaining) the layout's lines.
    mutating func naturalTextMetrics(_ index: Int) -> TextMetrics? {
        guard measureNaturalText(index) else { return nil }
        return naturalMetrics[tree.nodes[index].content]
    }

    /// Measures the natural layout of label `index` once; false when it has no text.
    private mutating func measureNaturalText(_ index: Int) -> Bool {
        let label = tree.nodes[index].content
        guard label >= 0 else { return false }
        if naturalMetrics[label] != nil { return true }
        if measuredNatural[label] { return false }
        measuredNatural[label] = true
        guard let layout = measureText(index, maxWidth: naturalWidthLimit(index), alignWidth: nil) else { return false }
        naturalText[label] = layout
        naturalMetrics[label] = TextMetrics(layout)
        if !layout.missingCharacters.isEmpty { reportMissing(layout.missingCharacters, label: index) }
        if let note = layout.fontSubstitution {
            report(Diagnostic(strict ? .error : .warning, note, at: tree.label(index)?.location))
        }
        return true
    }

    /// The wrap width of the natural layout: `maxWidth` or a fixed width.
    private func naturalWidthLimit(_ index: Int) -> Double? {
        let node = tree.nodes[index]
        let limit = tree.rules(of: node).maxWidth?.resolve(against: nil)
        guard case .fixed(let width) = node.width else { return limit }
        return limit.map { min($0, width) } ?? width
    }

    /// SPEC §9: a character no font has draws as `.notdef`; once per label.
    mutating func reportMissing(_ missing: [UInt32], label index: Int) {
        let shown = missing.prefix(8).map { value -> String in
            let hex = String(value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        let more = missing.count > 8 ? " and \(missing.count - 8) more" : ""
        let message = "no font has \(shown.joined(separator: ", "))\(more); it draws as the font's .notdef box (add a font that has it with --fonts, or use --system-fonts)"
        report(Diagnostic(strict ? .error : .warning, message, at: tree.label(index)?.textLocation))
    }

    /// Lines for a final width: a wrapping label wraps at it, a one-line
    /// label narrower than its text is cut to it. `forFrame`: for the
    /// label's frame, built after every solution that reads the text, so
    /// the natural layout is moved there instead of copied (a copy retained
    /// its arrays, a cache miss per label on a large tree).
    mutating func textLayout(_ index: Int, width: Double, forFrame: Bool = false) -> TextLayout? {
        guard let natural = naturalTextMetrics(index) else { return nil }
        let wraps = tree.wraps(index)
        if !wraps, let shrunk = shrunkTextLayout(index, width: width, natural: natural) { return shrunk }
        if !wraps && width >= natural.size.width - 1e-9 && width <= natural.size.width + 1e-9 {
            if forFrame, let layout = naturalText[tree.nodes[index].content].take() { return layout }
            return naturalTextLayout(index)
        }
        let maxWidth = wraps || width < natural.size.width - 1e-9 ? width : nil
        return measureText(index, maxWidth: maxWidth, alignWidth: width)
    }

    /// UILabel's `adjustsFontSizeToFitWidth`: a one-line label narrower
    /// than its text sets it smaller, as far as `minimumScaleFactor` allows.
    /// 1. The size that fits if the text scaled exactly (its width shrinks
    ///    with the size), never below the minimum.
    /// 2. Half a point smaller at a time while it is still too wide (glyph
    ///    advances do not scale exactly); at the minimum, the tail truncates.
    /// 3. The first baseline stays where the full size puts it and the box
    ///    keeps the full size's height (UIKit's default `baselineAdjustment`,
    ///    `alignBaselines`; the label's natural size is its full-size text's).
    private mutating func shrunkTextLayout(_ index: Int, width: Double, natural: TextMetrics) -> TextLayout? {
        guard var content = textContent(index), let factor = content.minimumScaleFactor,
              let unlimited = try? measurer.layout(content, maxWidth: nil, alignWidth: nil, heightHorizon: textHorizon),
              unlimited.size.width > width + 1e-9, unlimited.size.width > 0 else { return nil }
        let full = content.font.size, smallest = full * factor
        var size = max(smallest, (full * width / unlimited.size.width * 2).rounded(.down) / 2)
        func scaled(_ size: Double) -> TextContent {
            var scaled = content
            scaled.font.size = size
            for k in scaled.spans.indices { scaled.spans[k].font.size = content.spans[k].font.size * size / full }
            return scaled
        }
        var layout: TextLayout?
        while true {
            let tried = try? measurer.layout(scaled(size), maxWidth: nil, alignWidth: width, heightHorizon: textHorizon)
            if let tried, tried.size.width <= width + 1e-9 || size <= smallest { layout = tried; break }
            if tried == nil { return nil }
            size = max(smallest, size - 0.5)
        }
        guard var fitted = layout else { return nil }
        if fitted.size.width > width + 1e-9 {
            content = scaled(size)
            guard let cut = try? measurer.layout(content, maxWidth: width, alignWidth: width, heightHorizon: textHorizon) else { return nil }
            fitted = cut
        }
        // 3.
        let shift = natural.anchors.firstBaseline - fitted.firstBaseline
        fitted.firstBaseline += shift
        fitted.lastBaseline += shift
        fitted.capTop += shift
        fitted.xTop += shift
        for k in fitted.lines.indices { fitted.lines[k].baseline += shift }
        fitted.size.height = natural.size.height
        return fitted
    }

    mutating func solveLabel(_ index: Int, _ proposal: Proposal) -> Solved {
        guard let natural = naturalTextMetrics(index) else {
            let size = proposal.exact ? Size(width: proposal.width!, height: proposal.height!) : .zero
            return Solved(size: size, anchors: .synthesized(height: size.height))
        }
        let node = tree.nodes[index]
        let definite = definiteSizes(node, proposal)
        let width = definite.width ?? contentDecided(node, .horizontal, natural: natural.size.width, proposal)
        let text = abs(width - natural.size.width) < 1e-9 ? natural : (textLayout(index, width: width).map(TextMetrics.init) ?? natural)
        // Text never shrinks vertically: its lines need their height.
        let height = definite.height ?? tree.rules(of: node).clamped(text.size.height, .vertical, base: proposal.baseHeight)
        var anchors = text.anchors
        let offset = textOffset(index, frameHeight: height, textHeight: text.size.height)
        anchors.firstBaseline += offset
        anchors.lastBaseline += offset
        anchors.capTop += offset
        return Solved(size: Size(width: width, height: height), anchors: anchors)
    }

    /// Where the text's box starts below the label's top: a UILabel centres
    /// its lines in a taller frame (UIKit's `drawText(in:)`); a `Label` keeps
    /// them at the top (Decisions: its baseline stays put when a height is fixed).
    func textOffset(_ index: Int, frameHeight: Double, textHeight: Double) -> Double {
        guard tree.hasLabel(index), tree.labels[tree.nodes[index].content].content.centresVertically else { return 0 }
        return max(0, (frameHeight - textHeight) / 2)
    }
}

/// What solving a label reads of a text layout: its size and lines.
struct TextMetrics {
    var size: Size
    var anchors: Anchors

    init(_ layout: TextLayout) {
        size = layout.size
        anchors = Anchors(firstBaseline: layout.firstBaseline, lastBaseline: layout.lastBaseline, capTop: layout.capTop)
    }
}
