/**
 * The French voices the storefront needs before any feature has its own: errors of the
 * specification (sections 5 and 8) and the labels of the product page. Keys are the
 * dictionary keys the storefront looks up; a missing one is logged and its key shown.
 */
export const FRENCH_DICTIONARY: Readonly<Record<string, string>> = {
  page_not_found_title: 'Page introuvable',
  internal_server_error: 'Une erreur est survenue. Merci de réessayer dans quelques instants.',
  tenant_domain_not_valid: 'Cette boutique n’existe pas.',
  quantities_list_empty: 'Aucune quantité à chiffrer.',
  prices_list_empty: 'Aucun prix disponible pour cette configuration.',
  no_deliveries_for_quantity: 'Aucune livraison disponible pour cette quantité.',
  no_arrival_dates: 'Aucune date de livraison disponible pour ces options.',
  product_configuration_empty: 'Ce produit n’est pas disponible pour le moment.',
  empty_value: 'Saisissez un code promo.',
  generic_error: 'Ce code promo n’est pas reconnu.',
  invalid_selection: 'Ce code promo n’est pas valable pour cette sélection.',
  no_longer_valid: 'Ce code promo n’est plus valable.',
  duplication_success_message: 'Le produit a été dupliqué.',
  duplication_error_message: 'Le produit n’a pas pu être dupliqué.',
  quantity: 'Quantité',
  production_time: 'Délai de production',
  delivery_option: 'Livraison',
  arrival_date: 'Livraison prévue le',
  file_check: 'Vérification de fichier',
  design_service: 'Service de création graphique',
  price_excl_vat: 'Prix HT',
  price_incl_vat: 'Prix TTC',
  add_to_cart: 'Ajouter au panier',
  session_expired: 'Votre session a expiré. Merci de vous reconnecter.',
};
