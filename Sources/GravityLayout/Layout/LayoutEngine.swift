import GravityDocument
import GravityResolve
import GravityValues

/// Measures and arranges an Element tree into a Frame tree.
///
/// One measure pass (what size does each element want, given a proposal)
/// and one arrange pass (place children in the rectangle the parent chose),
/// with solutions cached per (element, proposal) so cost stays linear in
/// the number of elements; then pixel snapping of every edge.
public struct LayoutEngine {
    /// Measures labels (shapes and breaks text); the engine passes its `TextMeasurer`.
    public var measurer: TextMeasuring
    /// Whether an offer that holds a node's unbounded solution reuses it
    /// (OfferedSpace); off only in tests, which compare the frames with and
    /// without the rule.
    var reusesUnboundedSolutions = true
    /// Memory kept from one layout for the next (a `GravityEngine` passes its own).
    public var solutionTables: SolutionTables

    /// A layout engine measuring text with `measurer`, keeping solver tables in `solutionTables`.
    public init(measurer: TextMeasuring, solutionTables: SolutionTables = SolutionTables()) {
        self.measurer = measurer
        self.solutionTables = solutionTables
    }

    /// Lays out `root` on the canvas `options` asks for (an axis left nil
    /// takes the root's natural size). The result's diagnostics are layout's
    /// own (warnings, and errors such as a canvas over `limits.maxCanvasSide`).
    public func layout(_ root: Element, options: LayoutOptions) throws -> SolvedLayout {
        try layout(PreparedLayout(root), options: options)
    }

    /// Lays out a tree flattened once (`PreparedLayout`), as above: the
    /// same frames as laying out its root.
    public func layout(_ prepared: PreparedLayout, options: LayoutOptions) throws -> SolvedLayout {
        let root = prepared.root
        let request = (width: options.width, height: options.height, scale: options.scale,
                       maxPixels: Double(options.limits.maxCanvasSide))
        var pass = LayoutPass(tree: prepared.tree, measurer: measurer, scale: request.scale, solutionTables: solutionTables)
        pass.strict = options.strict
        pass.reusesUnbounded = reusesUnboundedSolutions
        pass.textHorizon = request.maxPixels / request.scale
        pass.maxSolverWork = options.limits.maxSolverWork
        pass.resolveIdentifiers()
        let rootNode = pass.tree.nodes[0]
        let margin = pass.tree.rules(of: rootNode).margin

        // Canvas (SPEC §2.3): an axis not given is the root's natural size.
        let offered = Proposal.available(width: request.width.map { max(0, $0 - margin.horizontal) },
                                         height: request.height.map { max(0, $0 - margin.vertical) },
                                         base: (request.width, request.height))
        // A side known before solving (asked for, or fixed on the root) is
        // checked first: an oversized canvas is refused before any text is shaped.
        let fixed = pass.definiteSizes(rootNode, offered)
        let known = (request.width ?? fixed.width.map { $0 + margin.horizontal },
                     request.height ?? fixed.height.map { $0 + margin.vertical })
        if [known.0, known.1].contains(where: { $0.map { !($0 * request.scale <= request.maxPixels) } ?? false }) {
            return refusedCanvas(known.0.map { $0 * request.scale }, known.1.map { $0 * request.scale }, root: root, pass: &pass, options: options)
        }
        let size = pass.solve(0, offered).size
        let snapper = PixelSnapper(scale: request.scale)
        let canvas = Canvas(width: snapper.snap(request.width ?? size.width + margin.horizontal),
                            height: snapper.snap(request.height ?? size.height + margin.vertical),
                            scale: request.scale)
        let pixels = (canvas.width * canvas.scale, canvas.height * canvas.scale)
        guard pixels.0.isFinite, pixels.1.isFinite, pixels.0 <= request.maxPixels, pixels.1 <= request.maxPixels else {
            return refusedCanvas(pixels.0, pixels.1, root: root, pass: &pass, options: options)
        }

        // The root is placed in the canvas by its gravity; baseline and cap read as top.
        let box = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height).inset(by: margin)
        let fx = (rootNode.gravity.horizontal ?? .center).placementFraction
        let fy = (rootNode.gravity.vertical ?? .middle).placementFraction
        let rect = Rect(x: margin.left + (box.width - size.width) * fx, y: margin.top + (box.height - size.height) * fy,
                        width: size.width, height: size.height)
        let frame = pass.buildFrame(0, rect: rect, base: (request.width, request.height), snapper: snapper)
        return result(canvas: canvas, root: frame, pass: pass, location: root.location, options: options)
    }

    /// The error for a canvas over `--max-canvas` (a side not known yet shows as "…").
    private func refusedCanvas(_ width: Double?, _ height: Double?, root: Element, pass: inout LayoutPass,
                               options: LayoutOptions) -> SolvedLayout {
        let limit = formatNumber(Double(options.limits.maxCanvasSide))
        let shown = [width, height].map { $0.map { $0.isFinite ? formatNumber($0.rounded()) : "unbounded" } ?? "…" }
        pass.report(.error("the canvas would be \(shown[0]) × \(shown[1]) device pixels, more than the limit of "
                           + "\(limit) × \(limit) (raise it with --max-canvas)", at: root.location))
        let empty = Canvas(width: 0, height: 0, scale: options.scale)
        return result(canvas: empty, root: Frame(kind: root.kind, id: root.id, rect: .zero), pass: pass, location: root.location, options: options)
    }

    private func result(canvas: Canvas, root: Frame, pass: LayoutPass, location: SourceLocation,
                        options: LayoutOptions) -> SolvedLayout {
        var diagnostics = Diagnostics()
        diagnostics.append(contentsOf: pass.diagnostics)
        return SolvedLayout(canvas: canvas, root: root, diagnostics: diagnostics, rootLocation: location, options: options)
    }
}
