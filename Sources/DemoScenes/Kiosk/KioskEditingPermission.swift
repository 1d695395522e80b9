/// Whether visitors may delete and reorder a kiosk's items: off unless the operator turns it on,
/// since a kiosk in a public hall is not the visitors' to change.
public enum KioskEditingPermission: Hashable, Sendable {
  /// As the catalog's `"allowEditing"` says; off without it.
  case asCatalogSays
  /// On whatever the catalog says (`table-kiosk --allow-editing`).
  case allowed
  /// Off whatever the catalog says (`table-kiosk --read-only`).
  case forbidden

  /// Whether visitors may edit `catalog`: never an empty one, which has nothing to edit.
  public func allowsEditing(_ catalog: KioskCatalog) -> Bool {
    guard !catalog.allItems.isEmpty else { return false }
    switch self {
    case .asCatalogSays: return catalog.allowsEditing
    case .allowed: return true
    case .forbidden: return false
    }
  }
}
