/* PickersWheelBox: see pickers-widgets.h. */
#include "pickers-widgets.h"

struct _PickersWheelBox {
  GtkEventBox parent_instance;
  gint minimum_height;
  gint natural_height;
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

static void pickers_wheel_box_class_init(PickersWheelBoxClass *klass) {
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  widget_class->get_preferred_height = pickers_wheel_box_get_preferred_height;
  widget_class->get_preferred_height_for_width = pickers_wheel_box_get_preferred_height_for_width;
}

static void pickers_wheel_box_init(PickersWheelBox *self) { (void)self; }

GtkWidget *pickers_wheel_box_new(gint minimum, gint natural) {
  PickersWheelBox *box = g_object_new(PICKERS_TYPE_WHEEL_BOX, NULL);
  box->minimum_height = minimum;
  box->natural_height = natural;
  return GTK_WIDGET(box);
}
