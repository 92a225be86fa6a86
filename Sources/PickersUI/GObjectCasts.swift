import CGtk

/// A `GtkWidget*`, the type every wrapper passes around.
public typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// This widget as another GTK struct pointer (`GtkWindow`, `GtkBox`, …).
  @inlinable public func cast<T>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
  }

  /// This widget as a `gpointer` for GObject calls.
  @inlinable public var object: gpointer { UnsafeMutableRawPointer(self) }

  /// Sets the name a screen reader reads for this widget.
  public func setAccessibleName(_ name: String) {
    if let accessible = gtk_widget_get_accessible(self) {
      name.withCString { atk_object_set_name(accessible, $0) }
    }
  }

  /// Sets the description a screen reader reads after the name.
  public func setAccessibleDescription(_ text: String) {
    if let accessible = gtk_widget_get_accessible(self) {
      text.withCString { atk_object_set_description(accessible, $0) }
    }
  }

  /// Adds a CSS style class.
  public func addStyleClass(_ name: String) {
    name.withCString { gtk_style_context_add_class(gtk_widget_get_style_context(self), $0) }
  }

  /// Adds the CSS style class `name` when `on`, else removes it.
  public func setStyleClass(_ name: String, _ on: Bool) {
    let context = gtk_widget_get_style_context(self)
    name.withCString { name in
      if on {
        gtk_style_context_add_class(context, name)
      } else {
        gtk_style_context_remove_class(context, name)
      }
    }
  }
}

/// Any GTK struct pointer as a `gpointer`.
@inlinable public func asObject<T>(_ pointer: UnsafeMutablePointer<T>) -> gpointer {
  UnsafeMutableRawPointer(pointer)
}

/// Takes a strong reference to a new widget (sinking its floating reference), so a Swift
/// wrapper's pointer stays a valid object until the wrapper lets it go with `release`,
/// even after GTK destroys the widget with its window.
@discardableResult
public func retain(_ widget: WidgetPointer) -> WidgetPointer {
  g_object_ref_sink(widget.object)
  return widget
}

/// Drops the reference `retain` took.
public func release(_ widget: WidgetPointer) {
  g_object_unref(widget.object)
}
