import CGtk
import CPickersWidgets

/// A wheel's outer widget (`PickersWheelBox`, in C): an event box whose least height is the
/// wheel's most compact drum and whose natural height is its full drum, so a window can be
/// made short enough for the compact one.
@MainActor
public final class WheelBox: EventBox {
  /// A box asking for `minimumHeight` pixels of height at least and `naturalHeight` by
  /// choice.
  public init(minimumHeight: Int, naturalHeight: Int) {
    super.init(pickers_wheel_box_new(gint(minimumHeight), gint(naturalHeight)))
  }

  /// The least natural width the box asks for (0: its child's): a text wheel's titles'
  /// width while they are ellipsized.
  public func setNaturalWidth(atLeast width: Int) {
    pickers_wheel_box_set_natural_width(OpaquePointer(pointer), gint(width))
  }
}

/// A window's content box (`PickersFloorBox`, in C) whose least size is at most a floor:
/// a window holding it can always be made that small, its content clipped for the one
/// frame until its layout follows.
@MainActor
public final class FloorBox: Container {
  /// A box whose least size is at most `width` × `height`.
  public init(width: Int, height: Int) {
    super.init(pickers_floor_box_new(gint(width), gint(height)))
  }
}
