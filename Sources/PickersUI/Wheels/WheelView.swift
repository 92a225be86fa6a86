import CGtk
import PickerKit

/// One picker wheel, as `UIPickerView` draws a component: a `GtkTreeView` in fixed-height
/// mode with one column, turned so that the selected row always sits in the band at its
/// vertical middle, the first and last rows included, and drawn as a drum
/// (`WheelView+Drum.swift`, `WheelLook`).
///
/// Where the wheel has turned to is `offset`, in rows: row `r` sits in the band when
/// `offset == r`. The tree view scrolls as far as it can; near the ends its
/// scrolled window gives way by a top or bottom margin (`WheelGeometry`), so row 0 and the
/// last row reach the band without padding rows: the accessible table holds exactly the
/// model's rows, and the keyboard can never land on padding.
///
/// A looping wheel (``looping``, from the delegate) turns through positions past its ends:
/// position `p` shows row `p mod rowCount` (`WheelRows`), and its tree view
/// holds the selected row behind the band, so the accessible table is the model's rows.
///
/// A person turns the wheel with the mouse wheel, the touchpad, or a drag of the pointer or
/// a finger anywhere on it (an input window over the whole wheel catches them, where the
/// tree view is and where it is not, and GTK's drag and multi-press gestures follow
/// presses and touches alike); when the motion comes to rest it snaps to the nearest row,
/// which becomes selected, and `onUserSelect` hears it once; `onTick` hears each row that
/// crosses the band meanwhile. The rules of that motion are PickerKit's `WheelMotion`,
/// tested without a display: this view feeds it events (`WheelView+Input.swift`) and shows
/// what it says (`WheelView+Motion.swift`). Keys, type-ahead, clicks, taps
/// and assistive technologies select a row directly and the wheel turns to it.
/// Programmatic selections (`select(_:animated:)`) are never reported. Image rows keep
/// their title in a caption renderer, so a screen reader reads a name ("cherry").
@MainActor
public final class WheelView {
  /// The outermost widget to pack: an event box asking for ``compactHeight`` pixels of
  /// height at least and ``visibleHeight`` by choice, whose input window lies over the tree
  /// view and takes every pointer and touch event on the wheel.
  public let widget: WheelBox
  /// The tree view itself (its accessible name is the wheel's name).
  public let treeView: TreeView
  /// The scrolled window around the tree view, moved by the margins near the ends.
  let scrolled: ScrolledWindow
  let column: UnsafeMutablePointer<GtkTreeViewColumn>
  /// The column's renderers and the model columns bound to their properties.
  let renderers: [(renderer: UnsafeMutablePointer<GtkCellRenderer>, bindings: [(String, Int32)])]
  /// Above zero while the code, not a person, changes the selection.
  var programmatic = 0
  /// The motion (PickerKit's `WheelMotion`), run in time: where the wheel has turned to
  /// and how it moves. The view feeds it input and shows what it says.
  let turner: WheelTurner
  /// Set while the wheel itself scrolls the tree view.
  var applying = false
  /// Whether the wheel loops, as its delegate says (`PickerDelegate`); with
  /// fewer than three rows it does not (``rows``).
  public internal(set) var looping = false
  /// The height the wheel was last allocated, to hear it change.
  var lastHeight = 0.0
  /// Whether an idle callback will lay the tree view out again for a new height.
  var geometryPending = false
  /// The frame-clock callback that moves a turn on each frame, while one is under way.
  var frames: UInt32 = 0
  /// The titles' widths as the drum draws them (`WheelView+Width.swift`).
  var titleWidths = TitleWidths(boundChars: PickerWidget.titleWidthChars)
  /// The rows' titles, for typing to a row (``TypeAhead``).
  var titles: [String] = []
  /// What a person typed on the wheel.
  var typeAhead = TypeAhead()
  /// The drag and multi-press gestures on ``widget`` (GTK 3's widgets do not own theirs).
  var gestures: (drag: GestureDrag, presses: GestureMultiPress)?
  /// The touch sequence of the finger the wheel follows, from its touch's begin to its end;
  /// nil when no finger is on the wheel.
  var finger: OpaquePointer?
  /// How the rows are drawn (a drum, by default); `PickerWidget.look` sets it.
  public internal(set) var look = WheelLook.drum {
    didSet { widget.queueDraw() }
  }
  /// The number of rows now shown.
  public internal(set) var rowCount = 0
  /// The fixed row height in pixels.
  public let rowHeight: Int
  /// The wheel's full height in pixels, its natural height: the rows in view (plus parts of
  /// their neighbours).
  public let visibleHeight: Int
  /// The heights of drum the wheel can draw, tallest first: ``visibleHeight`` down to
  /// ``compactHeight``. It draws the tallest that fits the height it is allocated
  /// (``drumHeight``), as `UIPickerView` has three heights, 216, 180 and 162 points.
  public let drumHeights: [Int]
  /// The least height the wheel asks for: its most compact drum.
  public var compactHeight: Int { drumHeights.last ?? visibleHeight }
  /// Whether rows show images (the store then also holds an image and a caption flag).
  public let showsImages: Bool
  /// Whether a person may turn the wheel (pointer, keyboard, assistive technologies).
  /// Slot reels are not: only their model turns them.
  public var isTurnable = true {
    didSet {
      treeView.canFocus = isTurnable
    }
  }

  /// Called with the row a person selected, once per rest.
  public var onUserSelect: ((Int) -> Void)?
  /// Called when a person activates a row (Enter, a double-click or a double-tap).
  public var onActivate: (() -> Void)?
  /// Called each time a row crosses the band while a person turns the wheel.
  public var onTick: (() -> Void)?

  /// Whether a person may choose a row now (the delegate's `isEnabledRow`, asked as the drum
  /// draws): one that may not is drawn dimmed.
  public var isRowEnabled: (Int) -> Bool = { _ in true }
  /// The unit drawn beside the band for the row in it (the delegate's `unitForRow`), or
  /// nil for a wheel without units (`WheelView+Unit.swift`).
  public var unit: ((Int) -> WheelUnit?)?
  /// Where the titles and the unit of a wheel with units are drawn, measured as its rows
  /// or its font change.
  var unitLayout: UnitLayout?

  /// The rows, and whether they loop.
  public var rows: WheelRows { WheelRows(count: rowCount, looping: looping) }

  /// A wheel named `name` (its accessible name) with rows `rowHeight` pixels high and
  /// `visibleHeight` pixels tall by choice; `compactHeights` are the shorter drums it may
  /// draw when it is given less (none: it always asks for `visibleHeight`); `showsImages`
  /// adds an image renderer.
  /// `clock` (seconds) and `scheduler` time the motion: GLib's by default, a test's
  /// `ManualScheduler` in the motion's own tests.
  public init(
    name: String, rowHeight: Int, visibleHeight: Int, compactHeights: [Int] = [],
    showsImages: Bool, clock: @escaping () -> Double = WheelView.monotonicSeconds,
    scheduler: any Scheduler = GLibScheduler()
  ) {
    // The drum divides by the row height: a delegate's 0 or negative height draws 1 px rows.
    self.rowHeight = max(1, rowHeight)
    self.visibleHeight = max(1, visibleHeight)
    drumHeights = Self.drumHeights(full: self.visibleHeight, compact: compactHeights)
    self.showsImages = showsImages
    turner = WheelTurner(
      WheelMotion(rows: WheelRows(count: 0, looping: false), rowHeight: Double(self.rowHeight)),
      clock: clock, scheduler: scheduler)
    treeView = TreeView()
    treeView.selection.mode = GTK_SELECTION_BROWSE
    treeView.headersVisible = false
    // Typing turns the wheel to a row by itself (`WheelView+Input`): GTK's own type-ahead
    // opens a pop-up that takes the next click to close itself.
    treeView.enableSearch = false
    treeView.activatesOnSingleClick = false
    treeView.accessibleName = name
    treeView.addStyleClass("wheel")
    Self.rowStyle.add(to: treeView)
    column = gtk_tree_view_column_new()
    gtk_tree_view_column_set_title(column, name)
    renderers = Self.addRenderers(to: column, rowHeight: self.rowHeight, showsImages: showsImages)
    treeView.appendColumn(column)
    treeView.fixedHeightMode = true

    scrolled = ScrolledWindow()
    // The wheel scrolls itself: no scroll bar, and no minimum height from the rows. A text
    // wheel takes no least width from its titles either, only its natural width
    // (`WheelView+Width.swift`); an image cannot be shortened.
    scrolled.setPolicy(
      horizontal: showsImages ? .never : .external, vertical: .external)
    scrolled.propagatesNaturalWidth = !showsImages
    scrolled.hasFrame = false
    // The wheel does its own motion: no overlay indicators, no kinetic scrolling.
    scrolled.hasOverlayScrolling = false
    scrolled.hasKineticScrolling = false
    scrolled.add(treeView)
    widget = WheelBox(minimumHeight: drumHeights.last ?? 1, naturalHeight: self.visibleHeight)
    // No window of its own to paint, and its input window above the tree view's: rows the
    // drum draws where the tree view is not (past a margin, round a loop) take clicks and
    // scrolls too.
    widget.hasVisibleWindow = false
    widget.isAboveChild = true
    widget.valign = .center
    widget.add(scrolled)
    connectSignals()
  }

  /// `full` and the `compact` heights below it, tallest first, without repeats.
  static func drumHeights(full: Int, compact: [Int]) -> [Int] {
    [full] + Set(compact.filter { (1..<full).contains($0) }).sorted(by: >)
  }

  /// The drum drawn now: the tallest of ``drumHeights`` that fits the wheel's allocated
  /// height (the most compact when none does; the full one before the first allocation).
  /// Chosen from the allocation alone, it never asks for another size, so a window resized
  /// slowly across a drum's height changes drum once, with no loop.
  public var drumHeight: Int {
    let allocated = widget.allocatedHeight
    guard allocated > 1 else { return visibleHeight }
    return drumHeights.first { $0 <= allocated } ?? compactHeight
  }

  /// The wheel's allocated height, or its natural height before it has one.
  var allocatedHeight: Double {
    let allocated = widget.allocatedHeight
    return allocated > 1 ? Double(allocated) : Double(visibleHeight)
  }

  deinit {
    onMainActor(self) { wheel in
      if wheel.frames != 0 {
        gtk_widget_remove_tick_callback(wheel.treeView.pointer, guint(wheel.frames))
      }
    }
  }

  /// The monotonic clock, in seconds: GLib's, which GTK's frame clock also counts.
  public nonisolated static func monotonicSeconds() -> Double {
    Double(g_get_monotonic_time()) / 1_000_000
  }

  /// The tree view's vertical adjustment (its wrapper holds the handlers above).
  var adjustment: Adjustment?

  /// One style sheet for every wheel: rows touch, as on a wheel (no theme spacing between
  /// them, so a row is `rowHeight`), and the selected row is not highlighted: the band
  /// shows it.
  private static let rowStyle = CSSProvider(
    """
    treeview { -GtkTreeView-vertical-separator: 0; }
    treeview:selected, treeview:selected:focus {
      background-color: transparent; color: @theme_fg_color;
    }
    """)
}
