import CGtk

/// Images that arrive after their rows: an image wheel's rows are made at once, each image
/// that is not decoded yet shown by its row's name, and the images are put in place as
/// they come (`ImageStore` decodes them on worker threads).
extension WheelView {
  /// Puts each row's image (`image(row)`: a surface, or nil to show the row's name) in
  /// place where it changed, in the rows the wheel holds: the rows, the selection and the
  /// motion stay as they are (a reel rolling on rolls on). The column is measured again
  /// and the wheel drawn again when anything changed.
  package func updateImages(_ image: (Int) -> OpaquePointer?) {
    guard showsImages, let model = gtk_tree_view_get_model(treeView.treeView) else { return }
    var changed = false
    for row in 0..<rowCount {
      if pickers_list_store_set_image(model, gint(row), image(row)) != 0 { changed = true }
    }
    guard changed else { return }
    // A fixed-height tree view measures its column from the rows it validates: they are
    // invalidated, so the wheel asks for the images' width.
    gtk_tree_view_columns_autosize(treeView.treeView)
    widget.queueResize()
    widget.queueDraw()
  }
}
