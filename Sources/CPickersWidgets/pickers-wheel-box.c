/* PickersWheelBox: see pickers-widgets.h. */
#include "pickers-widgets.h"

struct _PickersWheelBox {
  GtkEventBox parent_instance;
  gint minimum_height;
  gint natural_height;
  gint natural_width;
};

G_DEFINE_TYPE(PickersWheelBox, pickers_wheel_box, GTK_TYPE_EVENT_BOX)

static void pickers_wheel_box_get_preferred_height(GtkWidget *widget, gint *minimum,
                                                   gint *natural) {
  PickersWheelBox *self = PICKERS_WHEEL_BOX(widget);
  *minimum = self->minimum_height;
  *natural = MAX(self->minimum_height, self->natural_height);
}

static void pickers_wheel_box_get_preferred_height_for_width(GtkWidget *widget, gint width,
                                                             gint *minimum, gint *natural) {
  (void)width;
  pickers_wheel_box_get_preferred_height(widget, minimum, natural);
}

static void pickers_wheel_box_get_preferred_width(GtkWidget *widget, gint *minimum,
                                                  gint *natural) {
  GTK_WIDGET_CLASS(pickers_wheel_box_parent_class)->get_preferred_width(widget, minimum, natural);
  *natural = MAX(*natural, PICKERS_WHEEL_BOX(widget)->natural_width);
}

static void pickers_wheel_box_get_preferred_width_for_height(GtkWidget *widget, gint height,
                                                             gint *minimum, gint *natural) {
  GTK_WIDGET_CLASS(pickers_wheel_box_parent_class)
      ->get_preferred_width_for_height(widget, height, minimum, natural);
  *natural = MAX(*natural, PICKERS_WHEEL_BOX(widget)->natural_width);
}

static void pickers_wheel_box_class_init(PickersWheelBoxClass *klass) {
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  widget_class->get_preferred_width = pickers_wheel_box_get_preferred_width;
  widget_class->get_preferred_width_for_height = pickers_wheel_box_get_preferred_width_for_height;
  widget_class->get_preferred_height = pickers_wheel_box_get_preferred_height;
  widget_class->get_preferred_height_for_width = pickers_wheel_box_get_preferred_height_for_width;
}

static void pickers_wheel_box_init(PickersWheelBox *self) { (void)self; }

void pickers_wheel_box_set_natural_width(PickersWheelBox *box, gint width) {
  g_return_if_fail(PICKERS_IS_WHEEL_BOX(box));
  if (box->natural_width == width) return;
  box->natural_width = width;
  gtk_widget_queue_resize(GTK_WIDGET(box));
}

GtkWidget *pickers_wheel_box_new(gint minimum, gint natural) {
  PickersWheelBox *box = g_object_new(PICKERS_TYPE_WHEEL_BOX, NULL);
  box->minimum_height = minimum;
  box->natural_height = natural;
  return GTK_WIDGET(box);
}
