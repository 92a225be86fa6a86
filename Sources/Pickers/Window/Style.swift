import CGtk

/// The app's CSS: wheels, the slot machine's label, problem notices.
enum Style {
  static let css = """
    treeview.wheel { font-size: 1.1em; }
    .win-label { font-size: 2em; font-weight: bold; color: #c01c28; }
    .problem-title { font-size: 1.4em; font-weight: bold; }
    """

  private static var installed = false

  /// Adds the CSS to the default screen once.
  static func install() {
    guard !installed, let screen = gdk_screen_get_default(), let provider = gtk_css_provider_new()
    else { return }
    installed = true
    gtk_css_provider_load_from_data(provider, css, -1, nil)
    gtk_style_context_add_provider_for_screen(
      screen, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(UnsafeMutableRawPointer(provider))
  }
}
