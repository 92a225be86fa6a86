/* PickersFloorBox: see pickers-widgets.h. A GtkBin with no window of its own (an input
 * window would cover the window's resize edges while the child overflows). The child is
 * never given less than its least size (GTK's gadgets print criticals below it), and the
 * box clips to its own allocation. */
#include "pickers-widgets.h"

struct _PickersFloorBox {
  GtkBin parent_instance;
  gint floor_width;
  gint floor_height;
};

G_DEFINE_TYPE(PickersFloorBox, pickers_floor_box, GTK_TYPE_BIN)

#define PARENT_CLASS GTK_WIDGET_CLASS(pickers_floor_box_parent_class)

/* The child's least width: it is allocated at least that. (A class's size methods write
 * both values: never pass them NULL.) */
static gint child_least_width(GtkWidget *widget) {
  gint least = 0, natural = 0;
  PARENT_CLASS->get_preferred_width(widget, &least, &natural);
  return least;
}

static void pickers_floor_box_get_preferred_width(GtkWidget *widget, gint *minimum,
                                                  gint *natural) {
  PARENT_CLASS->get_preferred_width(widget, minimum, natural);
  *minimum = MIN(*minimum, PICKERS_FLOOR_BOX(widget)->floor_width);
}

static void pickers_floor_box_get_preferred_width_for_height(GtkWidget *widget, gint height,
                                                             gint *minimum, gint *natural) {
  PARENT_CLASS->get_preferred_width_for_height(widget, height, minimum, natural);
  *minimum = MIN(*minimum, PICKERS_FLOOR_BOX(widget)->floor_width);
}

static void pickers_floor_box_get_preferred_height(GtkWidget *widget, gint *minimum,
                                                   gint *natural) {
  PARENT_CLASS->get_preferred_height(widget, minimum, natural);
  *minimum = MIN(*minimum, PICKERS_FLOOR_BOX(widget)->floor_height);
}

static void pickers_floor_box_get_preferred_height_for_width(GtkWidget *widget, gint width,
                                                             gint *minimum, gint *natural) {
  gint given = MAX(width, child_least_width(widget));
  PARENT_CLASS->get_preferred_height_for_width(widget, given, minimum, natural);
  *minimum = MIN(*minimum, PICKERS_FLOOR_BOX(widget)->floor_height);
}

static void pickers_floor_box_size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
  gtk_widget_set_allocation(widget, allocation);
  GtkWidget *child = gtk_bin_get_child(GTK_BIN(widget));
  if (child == NULL || !gtk_widget_get_visible(child)) return;
  GtkAllocation inside = *allocation;
  inside.width = MAX(inside.width, child_least_width(widget));
  gint least = 0, natural = 0;
  PARENT_CLASS->get_preferred_height_for_width(widget, inside.width, &least, &natural);
  inside.height = MAX(inside.height, least);
  gtk_widget_size_allocate(child, &inside);
  gtk_widget_set_clip(widget, allocation);
}

static void pickers_floor_box_class_init(PickersFloorBoxClass *klass) {
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  widget_class->get_preferred_width = pickers_floor_box_get_preferred_width;
  widget_class->get_preferred_width_for_height = pickers_floor_box_get_preferred_width_for_height;
  widget_class->get_preferred_height = pickers_floor_box_get_preferred_height;
  widget_class->get_preferred_height_for_width = pickers_floor_box_get_preferred_height_for_width;
  widget_class->size_allocate = pickers_floor_box_size_allocate;
}

static void pickers_floor_box_init(PickersFloorBox *self) {
  gtk_widget_set_has_window(GTK_WIDGET(self), FALSE);
}

GtkWidget *pickers_floor_box_new(gint width, gint height) {
  PickersFloorBox *box = g_object_new(PICKERS_TYPE_FLOOR_BOX, NULL);
  box->floor_width = width;
  box->floor_height = height;
  return GTK_WIDGET(box);
}
