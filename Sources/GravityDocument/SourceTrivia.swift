/// What a layout never needs but a formatter must keep: comments and
/// processing instructions where they were, and the exact spelling of
/// attribute values and element content (entities as written). Recorded by
/// `XMLReader.parseKeepingSource`; the ordinary parse records nothing.
public struct SourceTrivia: Sendable {
    /// A comment or processing instruction, spelled exactly as in the file
    /// (`<!-- … -->`, `<?xml … ?>`).
    public struct Item: Sendable, Equatable {
        /// The item as written, delimiters included.
        public var text: String
        /// The index in the parent's `children` it comes before (the count
        /// when it comes after the last child).
        public var beforeChild: Int
    }

    /// Items written before and after the root element.
    public var beforeRoot: [String] = []
    /// Items written after the root element.
    public var afterRoot: [String] = []
    /// Items inside each element, keyed by the element's location.
    public var inside: [SourceLocation: [Item]] = [:]
    /// Each attribute value as written between its quotes, keyed by its `valueLocation`.
    public var valueSpellings: [SourceLocation: String] = [:]
    /// Each element's content as written between its start and end tags,
    /// keyed by the element's location (absent for `<X/>`).
    public var contentSpellings: [SourceLocation: String] = [:]

    /// Where things are in the file's bytes, for tools that edit it in place
    /// (`gravity rename`): each attribute value between its quotes (by its
    /// `valueLocation`), each element's and attribute's name (by its
    /// location), each end tag's name and each element's content (by the
    /// element's location).
    public var valueRanges: [SourceLocation: Range<Int>] = [:]
    /// Each element's and attribute's name, keyed by its location.
    public var nameRanges: [SourceLocation: Range<Int>] = [:]
    /// Each end tag's name, keyed by the element's location.
    public var endTagNameRanges: [SourceLocation: Range<Int>] = [:]
    /// Each element's content between its tags, keyed by the element's location.
    public var contentRanges: [SourceLocation: Range<Int>] = [:]

    /// Nothing recorded yet.
    public init() {}
}
