import GravityValues

/// What a parent offers a child, in points for the child's border box
/// (margins already taken off).
///
/// `width`/`height` are the space available (nil: unbounded) unless `exact`,
/// when both are set and the child takes exactly that size (the parent has
/// decided it: fill shares, stretching, shrinking). `baseWidth`/`baseHeight`
/// are the parent's content box, which `N%` sizes refer to.
struct Proposal: Equatable {
    // nil is stored as NaN so a proposal is four plain Doubles (the cache
    // holds several per node); equality compares bits.
    private var w: Double
    private var h: Double
    private var bw: Double
    private var bh: Double
    var exact: Bool

    init(width: Double?, height: Double?, exact: Bool, baseWidth: Double?, baseHeight: Double?) {
        w = width ?? .nan
        h = height ?? .nan
        bw = baseWidth ?? .nan
        bh = baseHeight ?? .nan
        self.exact = exact
    }

    var width: Double? { w.isNaN ? nil : w }
    var height: Double? { h.isNaN ? nil : h }
    var baseWidth: Double? { bw.isNaN ? nil : bw }
    var baseHeight: Double? { bh.isNaN ? nil : bh }

    static func == (a: Proposal, b: Proposal) -> Bool {
        a.w.bitPattern == b.w.bitPattern && a.h.bitPattern == b.h.bitPattern && a.exact == b.exact
            && a.bw.bitPattern == b.bw.bitPattern && a.bh.bitPattern == b.bh.bitPattern
    }

    static func available(width: Double?, height: Double?, base: (Double?, Double?)) -> Proposal {
        Proposal(width: width, height: height, exact: false, baseWidth: base.0, baseHeight: base.1)
    }

    static func exact(_ size: Size, base: (Double?, Double?)) -> Proposal {
        Proposal(width: size.width, height: size.height, exact: true, baseWidth: base.0, baseHeight: base.1)
    }

    /// This proposal without the parts of the base `node` does not read:
    /// the measure and arrange passes offer a child the same space with a
    /// parent's content box known or not, and only percentages tell them apart.
    func keyed(for node: LayoutNode) -> Proposal {
        var keyed = self
        if !node.readsBaseWidth { keyed.bw = .nan }
        if !node.readsBaseHeight { keyed.bh = .nan }
        return keyed
    }

    /// This proposal with nothing offered on the axes given (OfferedSpace).
    func unbounded(width: Bool, height: Bool) -> Proposal {
        var unbounded = self
        if width { unbounded.w = .nan }
        if height { unbounded.h = .nan }
        return unbounded
    }

    // Always inlined: called for every size decided, and a call cost more than the work.
    @inline(__always) subscript(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
    @inline(__always) func base(_ axis: Axis) -> Double? { axis == .horizontal ? baseWidth : baseHeight }
}

/// Where text lines sit inside a box, points from its top (SPEC §2.2). A box
/// without text has its baseline at its bottom edge and its cap line at its top.
struct Anchors {
    var firstBaseline: Double
    var lastBaseline: Double
    var capTop: Double

    static func synthesized(height: Double) -> Anchors {
        Anchors(firstBaseline: height, lastBaseline: height, capTop: 0)
    }

    func offset(by dy: Double) -> Anchors {
        Anchors(firstBaseline: firstBaseline + dy, lastBaseline: lastBaseline + dy, capTop: capTop + dy)
    }
}

/// A node laid out for one proposal: its size, anchors, and (for the exact
/// proposals the arrange pass uses) its children's rectangles.
struct Solved {
    var size: Size
    var anchors: Anchors
    /// Index of the first placed child in `LayoutPass.childRects`, or -1
    /// when this solution did not place children.
    var childRects = -1
    /// Points by which a stack's children overflow it even at their minimums.
    var overflow = 0.0
}
