import CGtk

/// A `GtkNotebook`: pages behind tabs.
@MainActor
public final class Notebook: Container {
  /// An empty notebook.
  public init() { super.init(gtk_notebook_new()) }

  private var notebook: UnsafeMutablePointer<GtkNotebook> { pointer(as: GtkNotebook.self) }

  /// Appends `page` with `tab` as its tab.
  public func appendPage(_ page: Widget, tab: Widget) {
    gtk_notebook_append_page(notebook, page.pointer, tab.pointer)
  }
  /// The index of the page shown (-1: none).
  public var currentPage: Int {
    get { Int(gtk_notebook_get_current_page(notebook)) }
    set { gtk_notebook_set_current_page(notebook, gint(newValue)) }
  }
  /// The edge the tabs sit on.
  public var tabPosition: Edge {
    get { Edge(gtk_notebook_get_tab_pos(notebook)) }
    set { gtk_notebook_set_tab_pos(notebook, newValue.gtk) }
  }
  /// Whether `page`'s tab takes an equal share of spare width.
  public func setTabExpands(_ page: Widget, _ expands: Bool) {
    pickers_notebook_set_tab_expand(notebook, page.pointer, expands ? 1 : 0)
  }

  /// "switch-page", after the notebook's own handler (which moves the keyboard focus, so
  /// the handler may give it to something on the new page): the page at `index` is shown.
  @discardableResult
  public func onSwitchPage(_ handler: @escaping @MainActor (_ index: Int) -> Void)
    -> SignalConnection
  {
    connect("switch-page", .pageIndex, after: true, handler)
  }
}

/// A `GtkSizeGroup`: widgets given one size.
@MainActor
public final class SizeGroup: ObjectRef {
  /// A group sharing the sizes `mode` names.
  package init(_ mode: GtkSizeGroupMode) {
    super.init(adopting: UnsafeMutableRawPointer(gtk_size_group_new(mode)))
  }

  private var group: UnsafeMutablePointer<GtkSizeGroup> {
    object.assumingMemoryBound(to: GtkSizeGroup.self)
  }

  /// Which sizes the group shares.
  package var mode: GtkSizeGroupMode {
    get { gtk_size_group_get_mode(group) }
    set { gtk_size_group_set_mode(group, newValue) }
  }
  /// Adds `widget` to the group.
  public func add(_ widget: Widget) { gtk_size_group_add_widget(group, widget.pointer) }
}

/// A `GtkCssProvider`: style sheets added to a widget or to the screen.
@MainActor
public final class CSSProvider: ObjectRef {
  /// A provider of `css` (an empty one without).
  public init(_ css: String = "") {
    super.init(adopting: UnsafeMutableRawPointer(gtk_css_provider_new()))
    if !css.isEmpty { load(css) }
  }

  /// Replaces the provider's style sheet with `css`.
  public func load(_ css: String) {
    gtk_css_provider_load_from_data(
      object.assumingMemoryBound(to: GtkCssProvider.self), css, -1, nil)
  }

  /// Adds the provider to `widget` only, above the theme.
  public func add(to widget: Widget) {
    gtk_style_context_add_provider(
      widget.styleContext, OpaquePointer(object), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }

  /// Adds the provider to every widget of the default screen, above the theme.
  public func addToScreen() {
    guard let screen = gdk_screen_get_default() else { return }
    gtk_style_context_add_provider_for_screen(
      screen, OpaquePointer(object), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }
}
