import CGtk
import PickerKit

/// A set of wheels side by side: the GTK implementation of PickerKit's `PickerView`.
///
/// It asks its data source for the wheels and rows and its delegate for titles, images,
/// names, widths and row heights, exactly as `UIPickerView` does; a person's selection is
/// reported to `delegate.picker(_:didSelectRow:inComponent:)`. Widths are shares of the
/// picker's width, kept at any window size by a column-homogeneous `GtkGrid`. Each wheel is
/// drawn as a drum (``look``); one selection band runs across every wheel at their vertical
/// middle (`SelectionBand`).
///
/// Heights, from the desktop to a phone: a ``Style/standard`` wheel of 32 px rows asks for
/// 162 px at least and 216 px by choice, and draws the tallest of `UIPickerView`'s three
/// drums, 216, 180 and 162 px, that fits the height it is given
/// (``WheelView/drumHeight``), with fewer rows in view. Given more height than that, the
/// drum sits in the middle of it (``widget``'s `valign` is ``Alignment/center``; set it to
/// put the drum elsewhere). Nothing else changes with the drum: the row height, the band
/// and the projection's shape (``WheelLook``) stay, so a window resized across a drum's
/// height redraws and never asks for a new size. An app that wants smaller rows in a small
/// window sets ``rowHeightLimit`` at its own breakpoints (PickerKit's `WindowLayout`).
@MainActor
public final class PickerWidget: @MainActor PickerView {
  /// The most characters' width a wheel asks for its row titles; a longer title is
  /// ellipsized, so a row from a data file cannot widen the window without bound. Labels
  /// showing a row's title may use the same bound.
  public static let titleWidthChars = 32

  /// How tall the wheels are and who turns them (``look`` says how they are drawn).
  public enum Style: Equatable, Sendable {
    /// Wheels a person turns, of iOS's size: 6.75 rows tall, so 216 px for 32 px rows.
    case standard
    /// Compact wheels a person turns, `visibleRows` rows tall (an even number is rounded up
    /// to the next odd one).
    case wheels(visibleRows: Int)
    /// Slot reels: each shows its row in the band with parts of its neighbours, only the
    /// program turns them, and an animated selection rolls them through more than a whole
    /// turn, the reels stopping one after another from left to right.
    case reels
  }

  /// The grid holding the wheels.
  public let widget: Grid
  /// Where the wheels get their counts (held weakly).
  public weak var dataSource: (any PickerDataSource)?
  /// Where the wheels get their rows and report selections (held weakly).
  public weak var delegate: (any PickerDelegate)?
  /// The wheels, left to right.
  public private(set) var wheels: [WheelView] = []
  /// Called when a person activates a row of any wheel (Enter): pages press their button.
  public var onActivate: (@MainActor () -> Void)?
  /// Called each time a row crosses the band while a person turns a wheel (never for
  /// programmatic turns or reel rolls): the app plays its tick (`InputFeedback`).
  public var onTick: (@MainActor () -> Void)?
  /// Called after the delegate hears a person's selection: a row come to rest in the band
  /// (a fling reports once, where it stops), with the row and its wheel. An app saves the
  /// person's choice here.
  public var onUserSelect: (@MainActor (_ row: Int, _ component: Int) -> Void)?

  /// How the wheels' sizes are chosen and who turns them.
  public let style: Style
  /// How the wheels are drawn: a drum (``WheelLook/drum``) by default, ``WheelLook/flat``
  /// for a flat list. A value out of range is clamped, with one warning (see
  /// ``WheelLook/validated()``).
  public var look: WheelLook {
    didSet {
      look = Self.accepted(look)  // setting it here does not run this observer again
      for wheel in wheels { wheel.look = look }
      widget.queueDraw()
    }
  }

  /// `look` clamped to what a wheel draws, with one warning naming what was clamped.
  private static func accepted(_ look: WheelLook) -> WheelLook {
    let (valid, problems) = look.validated()
    if !problems.isEmpty {
      Log.warning("Wheel look clamped: " + problems.joined(separator: ", "))
    }
    return valid
  }
  /// Where image rows get their images.
  let images: ImageStore?
  private let defaultRowHeight: Int

  /// The tallest row any wheel gets, whatever its delegate asks (nil: no limit). The slot
  /// machine's reels take smaller rows in a narrow or short window, their images drawn
  /// afresh from the full-size files at the new height. Setting another value rebuilds the
  /// wheels, keeping their rows: set it from an idle callback, never during a layout.
  public var rowHeightLimit: Int? {
    didSet {
      if rowHeightLimit != oldValue && !wheels.isEmpty { reloadAllComponents() }
    }
  }

  /// An empty picker; `images` supplies image rows, `style` says how tall the wheels are and
  /// who turns them, `look` how they are drawn.
  public init(
    images: ImageStore? = nil, defaultRowHeight: Int = 32, style: Style = .standard,
    look: WheelLook = .drum
  ) {
    self.images = images
    self.defaultRowHeight = defaultRowHeight
    self.style = style
    self.look = Self.accepted(look)
    widget = Grid()
    widget.isColumnHomogeneous = true
    widget.hexpand = true
    // Given more height than the tallest drum, the drum sits in the middle of it, as
    // `UIPickerView` does; a GtkGrid would leave the extra space under its rows.
    widget.valign = .center
    SelectionBand.draw(on: widget) { [weak self] in self?.wheels ?? [] }
    // Images are rendered for the window's scale factor: on a move to a screen of another
    // scale (or on realizing, if it differs), the image wheels are rendered again.
    widget.onNotify("scale-factor") { [weak self] in
      guard let self else { return }
      for (component, wheel) in self.wheels.enumerated() where wheel.showsImages {
        self.reloadComponent(component)
      }
    }
    images?.observe(self) { [weak self] in self?.imagesArrived() }
  }

  /// The number of wheels.
  public var numberOfComponents: Int { wheels.count }

  /// The rows of a wheel, or 0 for a wheel that does not exist.
  public func numberOfRows(inComponent component: Int) -> Int {
    wheels.indices.contains(component) ? wheels[component].rowCount : 0
  }

  /// The selected row of a wheel; -1 when it is empty or does not exist.
  public func selectedRow(inComponent component: Int) -> Int {
    wheels.indices.contains(component) ? wheels[component].selectedRow : -1
  }

  /// Selects a row (clamped) without calling the delegate; animated turns the wheel
  /// smoothly, or rolls a reel (reel `i` stops at 0.26 + 0.06 × `i` s: five reels have all
  /// stopped 0.5 s after they start).
  public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard wheels.indices.contains(component) else { return }
    // Which rows are enabled may follow the other wheels' rows: every wheel draws again.
    widget.queueDraw()
    if style == .reels && animated {
      wheels[component].roll(to: row, duration: 0.26 + 0.06 * Double(component))
    } else {
      wheels[component].select(row, animated: animated)
    }
  }

  /// Selects a row as a click or a screen reader does (through the wheel's tree selection),
  /// so the wheel turns and the delegate hears `didSelectRow`.
  public func userSelectRow(_ row: Int, inComponent component: Int) {
    guard wheels.indices.contains(component) else { return }
    wheels[component].userSelect(row)
  }

  /// Gives the keyboard focus to the first wheel a person can turn; returns whether one
  /// took it (reels never do).
  @discardableResult
  public func grabFocus() -> Bool {
    guard let first = wheels.first(where: \.isTurnable) else { return false }
    first.treeView.grabFocus()
    return true
  }

  /// Reloads one wheel's rows (titles and images) from the data source and delegate.
  public func reloadComponent(_ component: Int) {
    guard wheels.indices.contains(component) else { return }
    let count = max(0, dataSource?.picker(self, numberOfRowsInComponent: component) ?? 0)
    let wheel = wheels[component]
    wheel.looping = delegate?.picker(self, loopingForComponent: component) ?? false
    wheel.isRowEnabled = { [weak self, weak delegate] row in
      guard let self, let delegate else { return true }
      return delegate.picker(self, isEnabledRow: row, forComponent: component)
    }
    wheel.unit = { [weak self, weak delegate] row in
      guard let self, let delegate else { return nil }
      return delegate.picker(self, unitForRow: row, forComponent: component)
    }
    guard let delegate else { return wheel.setRows(count: count, title: { _ in "" }) }
    wheel.setRows(
      count: count,
      title: { delegate.picker(self, titleForRow: $0, forComponent: component) },
      image: { self.image(forRow: $0, inComponent: component, rowHeight: wheel.rowHeight) })
  }

  /// Rebuilds every wheel from the data source and delegate.
  public func reloadAllComponents() {
    let previous = wheels.map(\.selectedRow)
    for wheel in wheels { wheel.widget.destroy() }
    wheels = []
    let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
    let spans = Self.spans(for: (0..<count).map { delegate?.picker(self, widthForComponent: $0) })
    for component in 0..<count {
      let height = delegate?.picker(self, rowHeightForComponent: component).map { Int($0) }
      let hasImages = (delegate?.picker(self, imageForRow: 0, forComponent: component)) != nil
      let rowHeight = min(height ?? defaultRowHeight, rowHeightLimit ?? .max)
      let wheel = WheelView(
        name: delegate?.picker(self, nameForComponent: component)
          ?? Translator.gettext().tr(
            "Wheel {number}", ["number": String(component + 1)]),
        rowHeight: rowHeight, visibleHeight: visibleHeight(rowHeight: rowHeight),
        compactHeights: compactHeights(rowHeight: rowHeight),
        showsImages: hasImages && images != nil)
      wheel.look = look
      if style == .reels { wheel.becomeReel() }
      wheel.onUserSelect = { [weak self] row in
        guard let self else { return }
        self.widget.queueDraw()
        self.delegate?.picker(self, didSelectRow: row, inComponent: component)
        self.onUserSelect?(row, component)
      }
      wheel.onActivate = { [weak self] in self?.onActivate?() }
      wheel.onTick = { [weak self] in self?.onTick?() }
      wheels.append(wheel)
    }
    // Attached last wheel first: a grid keeps its children newest first, and that is the
    // order its accessible children take, so a screen reader meets them left to right.
    var columns = spans.reduce(0, +)
    for (component, wheel) in wheels.enumerated().reversed() {
      columns -= spans[component]
      widget.attach(wheel.widget, column: columns, row: 0, width: spans[component])
    }
    for (component, wheel) in wheels.enumerated() {
      reloadComponent(component)
      if previous.indices.contains(component) {
        wheel.select(previous[component], animated: false)
      }
    }
    widget.showAll()
  }
}
