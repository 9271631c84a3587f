import GravityCore

/// What of each scene item is left to draw once the pixels that later
/// opaque fills overwrite are taken away (occlusion culling).
///
/// Exact: a pixel is skipped only under a later fill in the same layer that
/// writes it at full coverage in an opaque colour, which replaces whatever
/// was there (source-over with alpha 255 is the source). Translucent fills,
/// glyphs, images and group composites cover nothing; a translucent group's
/// children cover only pixels of its own layer, and its layer's pixels under
/// later opaque fills outside it are never seen either.
///
/// Built by one pass from the last item to the first (`Occlusion.plan`);
/// `Painter` then reads one entry per item in drawing order.
final class OcclusionPlan {
    /// Entries in reverse drawing order (groups after their children), read from the end.
    private var entries: [Visible] = []
    /// The rectangles of `.parts` entries.
    fileprivate var parts: [PixelRect] = []

    /// What of one item to draw.
    enum Visible: Equatable {
        /// Everything (nothing of its area is covered later).
        case all
        /// Nothing: every pixel is overwritten later.
        case none
        /// The rectangles `parts[range]`: disjoint, together the uncovered pixels.
        case parts(Range<Int>)
    }

    /// The next item's entry, in drawing order.
    func next() -> Visible {
        entries.popLast() ?? .all
    }

    /// Calls `body` with each rectangle of `visible` (the whole `limit` for `.all`).
    @inline(__always)
    func forEachPart(_ visible: Visible, limit: PixelRect, _ body: (PixelRect) throws -> Void) rethrows {
        switch visible {
        case .all: try body(limit)
        case .none: return
        case .parts(let range): for index in range { try body(parts[index].intersection(limit)) }
        }
    }

    /// The smallest rectangle holding what `visible` leaves of `bounds`: a
    /// group's layer need not hold pixels that will not be composited.
    func extent(of visible: Visible, within bounds: PixelRect) -> PixelRect {
        switch visible {
        case .all: bounds
        case .none: .empty
        case .parts(let range): parts[range].reduce(PixelRect.empty) { $0.union($1) }.intersection(bounds)
        }
    }

    fileprivate func append(_ visible: Visible) { entries.append(visible) }
}

/// The back-to-front pass that builds an `OcclusionPlan`.
struct Occlusion {
    let painter: Painter
    private let plan = OcclusionPlan()

    init(painter: Painter) {
        self.painter = painter
    }

    /// The plan for drawing `items` into a layer whose pixels are `bounds`.
    static func plan(_ items: [SceneItem], painter: Painter, bounds: PixelRect) -> OcclusionPlan {
        let pass = Occlusion(painter: painter)
        var covered = CoveredPixels(bounds: bounds)
        pass.visit(items, limit: bounds, covered: &covered)
        return pass.plan
    }

    /// Visits `items` last to first; `limit` is where they may draw.
    private func visit(_ items: [SceneItem], limit: PixelRect, covered: inout CoveredPixels) {
        for item in items.reversed() {
            switch item {
            case .fill(let shape, let color):
                let coverage = ShapeCoverage(shape, scale: painter.scale)
                plan.append(visible(coverage.pixelBounds.intersection(limit), covered))
                if PixelBuffer.packed(color) >> 24 == 255 { cover(coverage, limit: limit, &covered) }
            case .border, .glyphs, .image, .transformed, .shadow:
                // Transformed items and shadows are drawn by a painter of their own, covering nothing here.
                // Nothing covered yet (items after the last opaque fill): no need for their bounds.
                plan.append(covered.coveredBounds.isEmpty ? .all : visible(painter.deviceBounds(of: item).intersection(limit), covered))
            case .group(let opacity, let clip, let children):
                visitGroup(children, placement: painter.placement(opacity: opacity, clip: clip, children: children, limit: limit),
                           covered: &covered)
            }
        }
    }

    /// A group: its children in place (same layer, narrowed limit) or in a
    /// layer of their own that starts from what is covered outside it.
    private func visitGroup(_ children: [SceneItem], placement: Painter.GroupPlacement, covered: inout CoveredPixels) {
        switch placement {
        case .nothing:
            plan.append(.none)
        case .inPlace(let limit):
            // Its children have entries of their own; the group's is not read.
            visit(children, limit: limit, covered: &covered)
            plan.append(.all)
        case .layer(let bounds, _):
            let entry = visible(bounds, covered)
            if entry != .none {
                let layer = plan.extent(of: entry, within: bounds)
                var inner = covered.rows(of: layer)
                visit(children, limit: layer, covered: &inner)
            }
            plan.append(entry)
        }
    }

    /// Marks the pixels an opaque fill writes at full coverage: each row's
    /// interior when the row lies wholly inside the shape (a band of rows
    /// with the same spans at once).
    private func cover(_ shape: ShapeCoverage, limit: PixelRect, _ covered: inout CoveredPixels) {
        let bounds = shape.pixelBounds.intersection(limit)
        var y = bounds.y0
        while y < bounds.y1 {
            let band = y..<min(shape.sameRows(from: y).upperBound, bounds.y1)
            let row = shape.row(y)
            if Compositing.factor(row.interior) == 255 {
                covered.cover(rows: band, max(row.interiorStart, limit.x0)..<max(row.interiorStart, limit.x0, min(row.interiorEnd, limit.x1)))
            }
            y = band.upperBound
        }
    }

    /// The uncovered part of `area`: everything, nothing, or rectangles.
    private func visible(_ area: PixelRect, _ covered: CoveredPixels) -> OcclusionPlan.Visible {
        guard !area.isEmpty else { return .none }
        guard !area.intersection(covered.coveredBounds).isEmpty else { return .all }
        let start = plan.parts.count
        let uncovered = covered.appendUncovered(area, to: &plan.parts)
        guard uncovered > 0, uncovered < area.width * area.height else {
            plan.parts.removeSubrange(start...)
            return uncovered == 0 ? .none : .all
        }
        return .parts(start..<plan.parts.count)
    }
}
