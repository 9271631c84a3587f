import Synchronization

/// Coverage of the pixels around a rounded corner, computed once per
/// engine (which owns one and hands it to its raster backends) for every
/// corner of the same shape: the same radius at the same
/// sub-pixel offset. Rounded rectangles in a UI repeat a few radii on snapped
/// edges, so a render computes a handful of tables instead of the exact
/// corner integral for every corner pixel of every shape, and a batch of
/// screens (`render --out-dir`, every golden of a test run) computes them
/// once for all: per render, they were 6 % of a batch screen's time.
///
/// Exact, not approximate: a table is filled by `ShapeCoverage.coverage` of
/// the first shape that needs it, and serves only shapes whose edges and
/// radii are multiples of 1/256 device pixel (so every sum and difference in
/// that computation is exact, and the values depend only on where the pixel
/// lies relative to the corner) and whose corner does not share pixels with
/// another corner or the opposite edges.
///
/// A border's corner has a table too: the outer shape's coverage minus the
/// inner (inset) shape's, over the outer corner's box, when the inner shape
/// is on the same grid and only its own corner there reaches that box.
public final class CornerCoverage: Sendable {
    /// Bytes of tables kept at most (a table is about radius² device
    /// pixels, a byte each): a long-running process (`gravity preview`, a
    /// test run) that meets more distinct corners computes the rest each time.
    let byteBudget: Int

    /// Shared by every render that is given it; renders run in parallel.
    public init(byteBudget: Int = 16 << 20) {
        self.byteBudget = byteBudget
    }

    private struct Key: Hashable {
        let corner: ShapeCoverage.Corner
        let radius: Double
        /// The corner's vertical and horizontal edges' offsets within their pixel.
        let offsetX: Double, offsetY: Double
        /// A border's inner corner: its radius and its edges' distances from the outer ones.
        let inner: Inset?
    }

    private struct Inset: Hashable {
        let radius: Double
        let dx: Double, dy: Double
    }

    /// Coverage factors (0…255) of one corner's pixel box, row-major.
    struct Table {
        /// The box in this shape's device pixels.
        let box: PixelRect
        let factors: [UInt8]

        @inline(__always)
        func factor(x: Int, y: Int) -> UInt32 {
            UInt32(factors[(y - box.y0) * box.width + (x - box.x0)])
        }
    }

    private let tables = Mutex<(byKey: [Key: [UInt8]], bytes: Int)>(([:], 0))
    /// Tables kept so far.
    var count: Int { tables.withLock { $0.byKey.count } }

    /// The table of `corner` of `shape` (minus `inner`'s coverage, for a
    /// border), or nil when the shapes do not qualify (see the type's comment).
    func table(_ corner: ShapeCoverage.Corner, of shape: ShapeCoverage, minus inner: ShapeCoverage? = nil) -> Table? {
        guard let box = shape.isolatedBox(corner) else { return nil }
        let (edgeX, edgeY) = shape.edges(of: corner)
        var inset: Inset? = nil
        if let inner {
            guard inner.onlyReaches(corner, within: box) else { return nil }
            let (innerX, innerY) = inner.edges(of: corner)
            inset = Inset(radius: inner.radius(corner), dx: innerX - edgeX, dy: innerY - edgeY)
        }
        let key = Key(corner: corner, radius: shape.radius(corner),
                      offsetX: edgeX - edgeX.rounded(.down), offsetY: edgeY - edgeY.rounded(.down), inner: inset)
        if let factors = tables.withLock({ $0.byKey[key] }) { return Table(box: box, factors: factors) }
        var factors: [UInt8] = []
        factors.reserveCapacity(box.width * box.height)
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let coverage = shape.coverage(x: x, y: y) - (inner?.coverage(x: x, y: y) ?? 0)
                factors.append(UInt8(Compositing.factor(coverage)))
            }
        }
        // Two renders may compute the same table at once: equal values.
        tables.withLock { kept in
            guard kept.byKey[key] == nil, kept.bytes + factors.count <= byteBudget else { return }
            kept.byKey[key] = factors
            kept.bytes += factors.count
        }
        return Table(box: box, factors: factors)
    }
}

extension ShapeCoverage {
    enum Corner: Hashable, CaseIterable { case topLeft, topRight, bottomRight, bottomLeft }

    func radius(_ corner: Corner) -> Double {
        switch corner {
        case .topLeft: tl
        case .topRight: tr
        case .bottomRight: br
        case .bottomLeft: bl
        }
    }

    /// The two edges that meet at `corner`: (vertical, horizontal).
    func edges(of corner: Corner) -> (Double, Double) {
        switch corner {
        case .topLeft: (left, top)
        case .topRight: (right, top)
        case .bottomRight: (right, bottom)
        case .bottomLeft: (left, bottom)
        }
    }

    /// Every edge and radius a multiple of 1/256 device pixel, well inside
    /// the range where such values add exactly.
    var isOnFineGrid: Bool {
        func fine(_ v: Double) -> Bool { abs(v) < 1e9 && (v * 256).rounded() == v * 256 }
        return fine(left) && fine(top) && fine(right) && fine(bottom) && fine(tl) && fine(tr) && fine(br) && fine(bl)
    }

    /// Whether this shape (a border's inner edge) is on the fine grid and,
    /// inside `box` (the outer corner's), only its edges and radius at
    /// `corner` decide its coverage: no other corner's square and neither
    /// opposite edge reaches the box.
    func onlyReaches(_ corner: Corner, within box: PixelRect) -> Bool {
        guard !isEmpty, isOnFineGrid else { return false }
        let horizontal = switch corner {
        case .topLeft, .bottomLeft: Double(box.x1) <= right - max(tr, br)
        case .topRight, .bottomRight: Double(box.x0) >= left + max(tl, bl)
        }
        let vertical = switch corner {
        case .topLeft, .topRight: Double(box.y1) <= bottom - max(bl, br)
        case .bottomLeft, .bottomRight: Double(box.y0) >= top + max(tl, tr)
        }
        return horizontal && vertical
    }

    /// The pixels of `corner`'s square (edge to edge + radius, whole pixels),
    /// when no other corner's square and neither opposite edge reaches them.
    func isolatedBox(_ corner: Corner) -> PixelRect? {
        let r = radius(corner)
        guard r > 0, !isEmpty, isOnFineGrid else { return nil }
        // The corner square's far sides, rounded out to whole pixels.
        let x0, x1, y0, y1: Int
        switch corner {
        case .topLeft, .bottomLeft:
            x0 = Int(left.rounded(.down)); x1 = Int((left + r).rounded(.up))
            guard Double(x1) <= right - max(tr, br) else { return nil }
        case .topRight, .bottomRight:
            x0 = Int((right - r).rounded(.down)); x1 = Int(right.rounded(.up))
            guard Double(x0) >= left + max(tl, bl) else { return nil }
        }
        switch corner {
        case .topLeft, .topRight:
            y0 = Int(top.rounded(.down)); y1 = Int((top + r).rounded(.up))
            guard Double(y1) <= bottom - max(bl, br) else { return nil }
        case .bottomLeft, .bottomRight:
            y0 = Int((bottom - r).rounded(.down)); y1 = Int(bottom.rounded(.up))
            guard Double(y0) >= top + max(tl, tr) else { return nil }
        }
        return PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}

extension LayerPixels {
    /// Each corner table's coverage mask of `color` over its box, within
    /// `bounds` (fills and borders draw their corners this way).
    func blend(corners: [CornerCoverage.Table?], within bounds: PixelRect, color: UInt32) {
        for case let table? in corners {
            blend(mask: table.factors, maskWidth: table.box.width, left: table.box.x0, top: table.box.y0,
                  area: table.box.intersection(bounds), color: color)
        }
    }
}
