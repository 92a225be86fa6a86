/// A cheap look at an SVG's bytes before librsvg parses them: it counts the elements, the
/// nesting and what the references (`<use>`, every `href="#…"`, every `url(#…)`)
/// multiply them into, and refuses a file beyond any bound, so that every refusal of a
/// hostile SVG is ours, fast and testable.
///
/// Why: librsvg takes about 2.5 s to refuse a 1.6 KB file whose groups each `<use>` the
/// group before ten times (10⁶ instances from a few dozen elements); counting the elements
/// alone would not see it, so the scan follows the references as librsvg would and counts
/// instances (a pattern filling shapes with a pattern is the same bomb as `<use>`). It
/// also refuses what a row image never needs and a hostile file can abuse: bytes that are
/// not plain text (librsvg inflates gzip itself, and UTF-16 would hide every tag from the
/// scan), XML entity declarations (the "billion laughs"), `<image>`/`<feImage>` (an
/// embedded PNG would escape ``ImageLimits``), and anything the drawing would take from
/// outside its own elements: a reference outside the file (a `data:`, `file:` or `http:`
/// URL, `xi:include`: a document the scan never saw), in attributes, `style=` or a style
/// sheet, an `@import`, and any processing instruction (`<?xml-stylesheet?>` brings a
/// style sheet, which can recolour the drawing or fill it with patterns the scan never
/// counted). Attribute values and style sheets are read as librsvg reads them, character
/// references and CSS escapes decoded, so `u&#114;l(` is the `url(` it is.
///
/// The scan is one pass over the bytes with no backtracking, then one visit of each
/// element; it is not a parser (librsvg stays the judge of well-formedness).
public struct SVGScan: Sendable, Equatable {
  /// Why an SVG is refused.
  public enum Refusal: Error, Equatable, Sendable {
    /// More elements than ``maximumElements``.
    case tooManyElements(limit: Int)
    /// Elements nested deeper than ``maximumDepth``.
    case tooDeep(limit: Int)
    /// More element instances than ``maximumInstances`` once `<use>` references are
    /// followed.
    case tooManyInstances(limit: Int)
    /// `<use>` references that lead through more than ``maximumReferenceDepth`` others.
    case referencesTooDeep(limit: Int)
    /// A `<use>` that refers to itself or to an element holding it.
    case referenceLoop
    /// A DOCTYPE declaring entities.
    case entities
    /// An `<image>` or `<feImage>` element.
    case embeddedImage
    /// Bytes that do not begin as SVG text does (compressed, or not UTF-8).
    case notText
    /// A reference to anything outside the file, or `xi:include`.
    case outsideReference
    /// A `<style>` sheet with references or imports (what they apply to is not counted).
    case styleSheetReference
    /// A processing instruction (`<?xml-stylesheet …?>` or any other `<?…?>` but the
    /// leading XML declaration): a style sheet from outside would restyle the drawing.
    case processingInstruction

    /// One clause for a person ("more than 20000 elements once its <use> references are
    /// followed"), worded by `translator`.
    public func message(_ translator: Translator) -> String {
      switch self {
      case .tooManyElements(let limit):
        translator.tr(translatable("more than {limit} elements"), ["limit": String(limit)])
      case .tooDeep(let limit):
        translator.tr(
          translatable("elements nested more than {limit} deep"), ["limit": String(limit)])
      case .tooManyInstances(let limit):
        translator.tr(
          translatable("more than {limit} elements once its <use> references are followed"),
          ["limit": String(limit)])
      case .referencesTooDeep(let limit):
        translator.tr(
          translatable("<use> references more than {limit} deep"), ["limit": String(limit)])
      case .referenceLoop: translator.tr(translatable("a <use> refers to itself"))
      case .entities: translator.tr(translatable("it declares XML entities"))
      case .embeddedImage: translator.tr(translatable("it embeds another image"))
      case .notText: translator.tr(translatable("it is not plain SVG text"))
      case .outsideReference: translator.tr(translatable("it refers to something outside itself"))
      case .styleSheetReference:
        translator.tr(translatable("its style sheet makes references"))
      case .processingInstruction:
        translator.tr(
          translatable("it holds a processing instruction (<?…?>), such as a style sheet’s"))
      }
    }
  }

  /// The most elements an SVG may have (the shipped ones have 3 and 4).
  public static let maximumElements = 10_000
  /// The deepest elements may be nested.
  public static let maximumDepth = 64
  /// The most element instances once every `<use>` is followed.
  public static let maximumInstances = 20_000
  /// The longest chain of `<use>` references within references.
  public static let maximumReferenceDepth = 32

  /// The elements in the file.
  public let elements: Int
  /// The references among them (`<use>`, `href`, `url(#…)`), each counted once.
  public let uses: Int
  /// The deepest nesting of elements.
  public let depth: Int
  /// The element instances once every `<use>` is followed (at least `elements`).
  public let instances: Int

  /// Scans `bytes`: the counts, or the first bound they pass.
  public static func scan(_ bytes: [UInt8]) throws(Refusal) -> SVGScan {
    var reader = Reader(bytes)
    var tree = Tree()
    try reader.read(into: &tree)
    let instances = try tree.instances()
    return SVGScan(
      elements: tree.parents.count, uses: tree.references.values.reduce(0) { $0 + $1.count },
      depth: reader.deepest,
      instances: instances)
  }

  private init(elements: Int, uses: Int, depth: Int, instances: Int) {
    self.elements = elements
    self.uses = uses
    self.depth = depth
    self.instances = instances
  }

  /// The elements found: each one's parent (-1 at the top), its `id`, and the ids each
  /// element refers to.
  struct Tree {
    var parents: [Int] = []
    var ids: [String: Int] = [:]
    var references: [Int: [String]] = [:]

    /// The instances of every element, `<use>` references followed (memoised, each
    /// element visited once).
    func instances() throws(Refusal) -> Int {
      var children = [[Int]](repeating: [], count: parents.count)
      var tops: [Int] = []
      for (element, parent) in parents.enumerated() {
        if parent < 0 { tops.append(element) } else { children[parent].append(element) }
      }
      // -1: not counted yet; -2: being counted (met again, it is a loop).
      var counted = [Int](repeating: -1, count: parents.count)
      // How many references deep each counted element's instances go.
      var chains = [Int](repeating: 0, count: parents.count)
      let cap = SVGScan.maximumInstances + 1
      // `references`: the uses followed on the way here, so that the recursion stays
      // shallow (at most 64 elements deep per reference) before any count is memoised.
      func count(_ element: Int, references: Int) throws(Refusal) -> Int {
        if counted[element] == -2 { throw .referenceLoop }
        if counted[element] >= 0 { return counted[element] }
        counted[element] = -2
        var total = 1
        var chain = 0
        for child in children[element] {
          total = min(cap, total + (try count(child, references: references)))
          chain = max(chain, chains[child])
        }
        for id in self.references[element] ?? [] {
          guard let target = ids[id] else { continue }
          guard references < SVGScan.maximumReferenceDepth else {
            throw .referencesTooDeep(limit: SVGScan.maximumReferenceDepth)
          }
          total = min(cap, total + (try count(target, references: references + 1)))
          chain = max(chain, chains[target] + 1)
          guard chain <= SVGScan.maximumReferenceDepth else {
            throw .referencesTooDeep(limit: SVGScan.maximumReferenceDepth)
          }
        }
        counted[element] = total
        chains[element] = chain
        return total
      }
      var total = 0
      for top in tops { total = min(cap, total + (try count(top, references: 0))) }
      guard total <= SVGScan.maximumInstances else {
        throw .tooManyInstances(limit: SVGScan.maximumInstances)
      }
      return total
    }
  }
}
