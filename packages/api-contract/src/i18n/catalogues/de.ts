import type { Catalogue } from '../translate';

/**
 * German. Keys are the English source texts (ICU messages); keep {placeholders} and plural forms as they are.
 * Sections follow the app's areas so they stay easy to review side by side with Spanish.
 */
export const de: Catalogue = {
  // ── common: layout, header, footer, shared components
  'Skip to content': 'Zum Inhalt springen',
  '{hotelName} home': '{hotelName} Startseite',
  'Open menu': 'Menü öffnen',
  'Sign In': 'Anmelden',
  'Register': 'Registrieren',
  'Just now': 'Gerade eben',
  '{minutes}m ago': 'vor {minutes} Min.',
  '{hours}h ago': 'vor {hours} Std.',
  'Language': 'Sprache',

  // ── public: landing, facilities, rooms, food menu

  // ── auth: sign-in, registration, password reset, two-step

  // ── guest: dashboard, bookings, booking form, cart, orders, complaints, chat, profile

  // ── desk: calendar, arrivals, folios, invoices, registration cards, housekeeping

  // ── staff: staff dashboard and lists

  // ── admin: users, rooms, beds, food, bookings, payments, overview

  // ── admin: settings, rates, analytics, mail, notifications, audit log, backups, reports

  // ── server: API messages, notifications, mails, calendar files
  'Calendar link revoked': 'Kalenderlink widerrufen',
  'Calendar link not found': 'Kalenderlink nicht gefunden',
  'Failed to revoke the calendar link': 'Der Kalenderlink konnte nicht widerrufen werden',
  'Failed to load dashboard data': 'Die Daten der Übersicht konnten nicht geladen werden',
  'User approved successfully': 'Benutzer erfolgreich freigegeben',
  'User rejected successfully': 'Benutzer erfolgreich abgelehnt',
  'Failed to update user approval': 'Die Freigabe des Benutzers konnte nicht geändert werden',
  'User role updated successfully': 'Rolle des Benutzers erfolgreich geändert',
  'Failed to update user role': 'Die Rolle des Benutzers konnte nicht geändert werden',
  'User deleted successfully': 'Benutzer erfolgreich gelöscht',
  'Failed to delete user': 'Der Benutzer konnte nicht gelöscht werden',
  'Are you sure you want to delete this user?': 'Möchten Sie diesen Benutzer wirklich löschen?',
  'User not found': 'Benutzer nicht gefunden',
  'Only staff accounts need approval': 'Nur Personalkonten müssen freigegeben werden',
  'You cannot change your own role': 'Sie können Ihre eigene Rolle nicht ändern',
  'You cannot delete your own account': 'Sie können Ihr eigenes Konto nicht löschen',
  'This guest has bookings or food orders on record, which the hotel must keep, so the account cannot be deleted.':
    'Für diesen Gast sind Buchungen oder Essensbestellungen gespeichert, die das Hotel aufbewahren muss; das Konto kann daher nicht gelöscht werden.',
  'Room created successfully': 'Zimmer erfolgreich angelegt',
  'Failed to create room': 'Das Zimmer konnte nicht angelegt werden',
  'Room updated successfully': 'Zimmer erfolgreich aktualisiert',
  'Failed to update room': 'Das Zimmer konnte nicht aktualisiert werden',
  'Room deleted successfully': 'Zimmer erfolgreich gelöscht',
  'Failed to delete room': 'Das Zimmer konnte nicht gelöscht werden',
  'Are you sure you want to delete this room?': 'Möchten Sie dieses Zimmer wirklich löschen?',
  'Room not found': 'Zimmer nicht gefunden',
  'This room has upcoming bookings and cannot be deleted. Cancel or move those bookings first.':
    'Dieses Zimmer hat anstehende Buchungen und kann nicht gelöscht werden. Stornieren oder verlegen Sie diese Buchungen zuerst.',
  'This room has past bookings on record, which must be kept. Set its status to maintenance to take it out of service instead.':
    'Für dieses Zimmer sind frühere Buchungen gespeichert, die aufbewahrt werden müssen. Setzen Sie den Status auf Wartung, um es außer Betrieb zu nehmen.',
  'Booking status updated successfully': 'Buchungsstatus erfolgreich geändert',
  'Failed to update booking status': 'Der Buchungsstatus konnte nicht geändert werden',
  'Order status updated successfully': 'Bestellstatus erfolgreich geändert',
  'Failed to update order status': 'Der Bestellstatus konnte nicht geändert werden',
  'Food item created successfully': 'Gericht erfolgreich angelegt',
  'Failed to create food item': 'Das Gericht konnte nicht angelegt werden',
  'Food item updated successfully': 'Gericht erfolgreich aktualisiert',
  'Failed to update food item': 'Das Gericht konnte nicht aktualisiert werden',
  'Food item deleted successfully': 'Gericht erfolgreich gelöscht',
  'Failed to delete food item': 'Das Gericht konnte nicht gelöscht werden',
  'Are you sure you want to delete this food item?': 'Möchten Sie dieses Gericht wirklich löschen?',
  'Food item not found': 'Gericht nicht gefunden',
  'Nobody is in that group yet': 'In dieser Gruppe ist noch niemand',
  'Failed to export payments': 'Die Zahlungen konnten nicht exportiert werden',
  'Failed to export bookings': 'Die Buchungen konnten nicht exportiert werden',
  'Settings saved successfully': 'Einstellungen erfolgreich gespeichert',
  'Failed to save settings': 'Die Einstellungen konnten nicht gespeichert werden',
  'Failed to create backup': 'Die Sicherung konnte nicht erstellt werden',
  'Backup download started': 'Download der Sicherung gestartet',
  'Backup made and checked': 'Sicherung erstellt und geprüft',
  'This backup link has expired. Start the download again from System Settings.':
    'Dieser Sicherungslink ist abgelaufen. Starten Sie den Download erneut in den Systemeinstellungen.',
  'This backup link has already been used. Start the download again from System Settings.':
    'Dieser Sicherungslink wurde bereits verwendet. Starten Sie den Download erneut in den Systemeinstellungen.',
  'Failed to sign out other sessions': 'Die anderen Sitzungen konnten nicht abgemeldet werden',
  'Sign out every other device where this administrator account is signed in?':
    'Auf allen anderen Geräten abmelden, auf denen dieses Administratorkonto angemeldet ist?',
  'Could not reset two-step sign-in': 'Die Zwei-Schritt-Anmeldung konnte nicht zurückgesetzt werden',
  'Could not save the two-step sign-in setting': 'Die Einstellung der Zwei-Schritt-Anmeldung konnte nicht gespeichert werden',
  'Bookings made in the period, by room type. Booked: what they are worth, dated by the day they were made. Received: money paid on the type’s stays, dated by the day it was paid, whenever they were booked.':
    'Im Zeitraum getätigte Buchungen nach Zimmertyp. Gebucht: ihr Wert, datiert auf den Tag der Buchung. Erhalten: für Aufenthalte dieses Typs gezahltes Geld, datiert auf den Zahlungstag, unabhängig vom Buchungsdatum.',
  'Nothing received in this period yet: these stays are paid later (at check-out or by pay link).':
    'In diesem Zeitraum ist noch nichts eingegangen: Diese Aufenthalte werden später bezahlt (beim Check-out oder per Zahlungslink).',
  'No beds left for these nights': 'Für diese Nächte sind keine Betten mehr frei',
  'The number of beds must be a whole number from 1 to 50': 'Die Anzahl der Betten muss eine ganze Zahl von 1 bis 50 sein',
  'This room is sold whole: book it without beds': 'Dieses Zimmer wird nur ganz vermietet: Buchen Sie es ohne Betten',
  'Only the front desk can book a whole dormitory': 'Nur die Rezeption kann einen ganzen Schlafsaal buchen',
  'Bed not found': 'Bett nicht gefunden',
  'A dormitory can have at most 40 beds': 'Ein Schlafsaal kann höchstens 40 Betten haben',
  'A dormitory needs at least one bed': 'Ein Schlafsaal braucht mindestens ein Bett',
  'Every bed must be a bed of the booking’s dormitory': 'Jedes Bett muss zum Schlafsaal der Buchung gehören',
  'This booking is not for beds in a dormitory': 'Diese Buchung gilt nicht für Betten in einem Schlafsaal',
  'Only a dormitory (sold by the bed) has beds': 'Nur ein Schlafsaal (bettenweise vermietet) hat Betten',
  'Every bed is booked on some nights ahead: this bed cannot be taken out of service':
    'Jedes Bett ist in den kommenden Nächten teilweise gebucht: Dieses Bett kann nicht außer Betrieb genommen werden',
  'This dormitory has bed bookings still to come: it can be sold whole once they are over':
    'Dieser Schlafsaal hat noch anstehende Bettbuchungen: Er kann ganz vermietet werden, sobald sie vorbei sind',
  'Could not mark the bed as made': 'Das Bett konnte nicht als gemacht markiert werden',
  'Beds to strip': 'Abzuziehende Betten',
  'Could not save the bed': 'Das Bett konnte nicht gespeichert werden',
  'No bed left': 'Kein Bett mehr frei',
  'Please select check-in and check-out dates': 'Bitte wählen Sie Check-in- und Check-out-Datum',
  'Check-out date must be after check-in date': 'Das Check-out-Datum muss nach dem Check-in-Datum liegen',
  'Check-in date cannot be in the past': 'Das Check-in-Datum darf nicht in der Vergangenheit liegen',
  'At least 1 guest is required': 'Mindestens 1 Gast ist erforderlich',
  'Please enter the number of guests': 'Bitte geben Sie die Anzahl der Gäste ein',
  'Please enter dates as YYYY-MM-DD': 'Bitte geben Sie Daten als JJJJ-MM-TT ein',
  'A booking can cover at most 30 nights. For a longer stay, please contact the front desk.':
    'Eine Buchung kann höchstens 30 Nächte umfassen. Für einen längeren Aufenthalt wenden Sie sich bitte an die Rezeption.',
  'Please login to book a room': 'Bitte melden Sie sich an, um ein Zimmer zu buchen',
  'Only customers can book rooms': 'Nur Kunden können Zimmer buchen',
  'Booking created successfully!': 'Buchung erfolgreich angelegt!',
  'Failed to create booking': 'Die Buchung konnte nicht angelegt werden',
  'Booking not found': 'Buchung nicht gefunden',
  'Booking cancelled': 'Buchung storniert',
  'Failed to cancel booking': 'Die Buchung konnte nicht storniert werden',
  'This booking can no longer be cancelled: check-in time has passed.':
    'Diese Buchung kann nicht mehr storniert werden: Die Check-in-Zeit ist bereits vorbei.',
  'Choose a range of at most 92 days': 'Wählen Sie einen Zeitraum von höchstens 92 Tagen',
  'Cash taken and refunded in cash per hotel day and per person who recorded it, from the payments ledger. Card and QR payments are not counted.':
    'Bar eingenommenes und bar erstattetes Geld pro Hoteltag und pro erfassender Person, aus dem Zahlungsjournal. Karten- und QR-Zahlungen werden nicht gezählt.',
  'Feed not found': 'Feed nicht gefunden',
  'Channel stay not found': 'Kanalaufenthalt nicht gefunden',
  'Enter the feed’s address, starting with http:// or https://': 'Geben Sie die Adresse des Feeds ein, beginnend mit http:// oder https://',
  'The bed must be a bed of the chosen dormitory': 'Das Bett muss zum gewählten Schlafsaal gehören',
  'Choose one of the dormitory’s beds, or leave the bed empty for the whole dormitory':
    'Wählen Sie eines der Betten des Schlafsaals oder lassen Sie das Bett leer für den ganzen Schlafsaal',
  'This feed is being synced right now: try again in a moment':
    'Dieser Feed wird gerade synchronisiert: Versuchen Sie es gleich noch einmal',
  'The feed returned no events although it had some: kept the last ones; a second empty answer will clear them':
    'Der Feed lieferte keine Ereignisse, obwohl er welche hatte: Die letzten wurden behalten; eine zweite leere Antwort löscht sie',
  'Channel conflict': 'Kanalkonflikt',
  'Booking created from the channel stay': 'Buchung aus dem Kanalaufenthalt angelegt',
  'Channel changed a booked stay': 'Ein Kanal hat einen gebuchten Aufenthalt geändert',
  'Public Chat Support': 'Öffentlicher Support-Chat',
  'Message too long. Maximum 500 characters allowed.': 'Nachricht zu lang. Höchstens 500 Zeichen erlaubt.',
  'Please type a message first': 'Bitte schreiben Sie zuerst eine Nachricht',
  'You are sending messages too quickly. Please wait a few seconds and try again.':
    'Sie senden Nachrichten zu schnell. Bitte warten Sie einige Sekunden und versuchen Sie es erneut.',
  'Chat not found': 'Chat nicht gefunden',
  'Only admins can clear chat history': 'Nur Administratoren können den Chatverlauf löschen',
  'Are you sure you want to clear all chat history? This action cannot be undone.':
    'Möchten Sie wirklich den gesamten Chatverlauf löschen? Dies kann nicht rückgängig gemacht werden.',
  'Chat history cleared successfully': 'Chatverlauf erfolgreich gelöscht',
  'Failed to clear chat history': 'Der Chatverlauf konnte nicht gelöscht werden',
  'Failed to send message': 'Die Nachricht konnte nicht gesendet werden',
  'Failed to load messages': 'Die Nachrichten konnten nicht geladen werden',
  'Failed to initialize chat': 'Der Chat konnte nicht gestartet werden',
  'Chat refreshed': 'Chat aktualisiert',
  'No messages yet. Start the conversation!': 'Noch keine Nachrichten. Beginnen Sie das Gespräch!',
  'Connecting to chat...': 'Verbindung zum Chat wird hergestellt...',
  'Chat will be cleared soon': 'Der Chat wird bald gelöscht',
  'Please fill in all required fields': 'Bitte füllen Sie alle Pflichtfelder aus',
  'Please enter a response': 'Bitte geben Sie eine Antwort ein',
  'Complaint submitted successfully': 'Beschwerde erfolgreich eingereicht',
  'Failed to submit complaint': 'Die Beschwerde konnte nicht eingereicht werden',
  'Failed to load complaints': 'Die Beschwerden konnten nicht geladen werden',
  'Complaint not found': 'Beschwerde nicht gefunden',
  'Are you sure you want to delete this complaint? This action cannot be undone.':
    'Möchten Sie diese Beschwerde wirklich löschen? Dies kann nicht rückgängig gemacht werden.',
  'Complaints endpoint not found. Please check server configuration.':
    'Der Beschwerde-Endpunkt wurde nicht gefunden. Bitte prüfen Sie die Serverkonfiguration.',
  'Unauthorized. Please login again.': 'Nicht autorisiert. Bitte melden Sie sich erneut an.',
  'Access denied. Admin privileges required.': 'Zugriff verweigert. Administratorrechte erforderlich.',
  'Failed to load complaints. Please try again.': 'Die Beschwerden konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'Status updated successfully': 'Status erfolgreich geändert',
  'Failed to update status': 'Der Status konnte nicht geändert werden',
  'Complaint deleted successfully': 'Beschwerde erfolgreich gelöscht',
  'Failed to delete complaint': 'Die Beschwerde konnte nicht gelöscht werden',
  'Failed to export complaints': 'Die Beschwerden konnten nicht exportiert werden',
  'Response sent successfully': 'Antwort erfolgreich gesendet',
  'Failed to send response': 'Die Antwort konnte nicht gesendet werden',
  'Failed to load complaints data': 'Die Beschwerdedaten konnten nicht geladen werden',
  'Complaint status updated successfully': 'Beschwerdestatus erfolgreich geändert',
  'Failed to update complaint status': 'Der Beschwerdestatus konnte nicht geändert werden',
  'Status must be one of: pending, in-progress, resolved, closed':
    'Der Status muss einer der folgenden sein: pending, in-progress, resolved, closed',
  'Category must be one of: general, room, service, food, billing, facilities, staff, other':
    'Die Kategorie muss eine der folgenden sein: general, room, service, food, billing, facilities, staff, other',
  'Priority must be one of: low, medium, high': 'Die Priorität muss eine der folgenden sein: low, medium, high',
  'Change the currency?': 'Währung ändern?',
  'Change currency': 'Währung ändern',
  'Your request was sent. An administrator will erase your account and tell you by email.':
    'Ihre Anfrage wurde gesendet. Ein Administrator löscht Ihr Konto und informiert Sie per E-Mail.',
  'A guest asked to be deleted': 'Ein Gast hat um Löschung gebeten',
  'A guest asked to have their account deleted. Users lists it as "Deletion requested".':
    'Ein Gast hat um die Löschung seines Kontos gebeten. Die Benutzerliste zeigt es als „Löschung angefordert“.',
  'Only guest accounts can be erased': 'Nur Gästekonten können gelöscht werden',
  'This account is already erased': 'Dieses Konto ist bereits gelöscht',
  'The guest was erased; their bookings and payments keep their amounts':
    'Der Gast wurde gelöscht; seine Buchungen und Zahlungen behalten ihre Beträge',
  'Could not erase the guest': 'Der Gast konnte nicht gelöscht werden',
  'Could not download your data': 'Ihre Daten konnten nicht heruntergeladen werden',
  'Could not send your request': 'Ihre Anfrage konnte nicht gesendet werden',
  'Type REMOVE DEMO DATA to confirm': 'Geben Sie REMOVE DEMO DATA zur Bestätigung ein',
  'Demo data removed: only your account remains': 'Demodaten entfernt: Nur Ihr Konto bleibt',
  'Failed to remove demo data': 'Die Demodaten konnten nicht entfernt werden',
  'Demo passwords still work': 'Die Demo-Passwörter funktionieren noch',
  'Front Desk': 'Rezeption',
  'Booking created': 'Buchung angelegt',
  'Booking updated': 'Buchung aktualisiert',
  'Marked as no-show': 'Als nicht erschienen markiert',
  'Choose a guest or enter a walk-in guest': 'Wählen Sie einen Gast oder geben Sie einen Laufkunden ein',
  'An account with this email already exists: search for the guest instead':
    'Es gibt bereits ein Konto mit dieser E-Mail: Suchen Sie stattdessen nach dem Gast',
  'Guest not found': 'Gast nicht gefunden',
  'The guest has checked in: the check-in date can no longer change':
    'Der Gast ist eingecheckt: Das Check-in-Datum kann nicht mehr geändert werden',
  'Type at least 2 characters': 'Geben Sie mindestens 2 Zeichen ein',
  'Calendar link copied: add it to your calendar app as a subscription (it stops working when you change your password)':
    'Kalenderlink kopiert: Fügen Sie ihn in Ihrer Kalender-App als Abonnement hinzu (er funktioniert nicht mehr, wenn Sie Ihr Passwort ändern)',
  'Could not copy the calendar link': 'Der Kalenderlink konnte nicht kopiert werden',
  'This calendar link is no longer valid. Copy a new one from the Front Desk.':
    'Dieser Kalenderlink ist nicht mehr gültig. Kopieren Sie einen neuen an der Rezeption.',
  'Enter your current password to change your email address': 'Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern',
  'This confirmation link is not valid or has expired. Change your email address again from your profile.':
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Ändern Sie Ihre E-Mail-Adresse erneut in Ihrem Profil.',
  'Please login to order food': 'Bitte melden Sie sich an, um Essen zu bestellen',
  'Only customers can order food': 'Nur Kunden können Essen bestellen',
  'Your cart is empty': 'Ihr Warenkorb ist leer',
  'Please enter delivery location': 'Bitte geben Sie den Lieferort ein',
  'Quantity must be a whole number from 1 to 20': 'Die Menge muss eine ganze Zahl von 1 bis 20 sein',
  'An order can have at most 30 different dishes': 'Eine Bestellung kann höchstens 30 verschiedene Gerichte enthalten',
  'An item in your cart is no longer on the menu. Please remove it and try again.':
    'Ein Artikel in Ihrem Warenkorb ist nicht mehr auf der Speisekarte. Bitte entfernen Sie ihn und versuchen Sie es erneut.',
  'Order placed successfully!': 'Bestellung erfolgreich aufgegeben!',
  'Failed to place order': 'Die Bestellung konnte nicht aufgegeben werden',
  'Order not found': 'Bestellung nicht gefunden',
  'Cart cleared': 'Warenkorb geleert',
  'Payment successful!': 'Zahlung erfolgreich!',
  'Payment info copied to clipboard': 'Zahlungsdaten in die Zwischenablage kopiert',
  'Failed to copy payment info': 'Die Zahlungsdaten konnten nicht kopiert werden',
  'This payment link is not valid': 'Dieser Zahlungslink ist ungültig',
  'This payment link has expired. Create a new one from the checkout page.':
    'Dieser Zahlungslink ist abgelaufen. Erstellen Sie auf der Bezahlseite einen neuen.',
  'This order has already been paid': 'Diese Bestellung ist bereits bezahlt',
  'This order was cancelled and cannot be paid': 'Diese Bestellung wurde storniert und kann nicht bezahlt werden',
  'Payment failed. Please try again.': 'Die Zahlung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'This order is not paid, not charged to a room and not accepted as pay on delivery: collect payment before starting it':
    'Diese Bestellung ist weder bezahlt noch auf ein Zimmer gebucht noch als Zahlung bei Lieferung angenommen: Kassieren Sie, bevor Sie sie beginnen',
  'Only an unpaid order that is not yet delivered or cancelled can be paid on delivery':
    'Nur eine unbezahlte Bestellung, die noch nicht geliefert oder storniert ist, kann bei Lieferung bezahlt werden',
  'Your order has been placed and paid.': 'Ihre Bestellung wurde aufgegeben und bezahlt.',
  'Choose a delivery time later than now': 'Wählen Sie eine Lieferzeit nach jetzt',
  'Only an unpaid order that is not yet delivered or cancelled can be charged to a room':
    'Nur eine unbezahlte Bestellung, die noch nicht geliefert oder storniert ist, kann auf ein Zimmer gebucht werden',
  'This guest is not checked in now, so the order cannot be charged to a room':
    'Dieser Gast ist gerade nicht eingecheckt, daher kann die Bestellung nicht auf ein Zimmer gebucht werden',
  'Order charged to the guest’s room': 'Bestellung auf das Zimmer des Gastes gebucht',
  'View cart': 'Warenkorb ansehen',
  'Please enter the amount to refund': 'Bitte geben Sie den zu erstattenden Betrag ein',
  'The amount must be more than 0': 'Der Betrag muss größer als 0 sein',
  'Please give a reason': 'Bitte geben Sie einen Grund an',
  'Nothing is due on this booking': 'Für diese Buchung ist nichts fällig',
  'Nothing has been received on this item, so nothing can be refunded':
    'Für diesen Posten ist nichts eingegangen, daher kann nichts erstattet werden',
  'Only a guest who is checked in now can charge an order to their room':
    'Nur ein eingecheckter Gast kann eine Bestellung auf sein Zimmer buchen',
  'This order is charged to your room: it is settled with your stay':
    'Diese Bestellung ist auf Ihr Zimmer gebucht: Sie wird mit Ihrem Aufenthalt abgerechnet',
  'Thank you for paying: your booking is confirmed.': 'Vielen Dank für Ihre Zahlung: Ihre Buchung ist bestätigt.',
  'Could not open the payment page. Please try again.': 'Die Bezahlseite konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
  'Charge to my room': 'Auf mein Zimmer buchen',
  'Order placed and charged to your room': 'Bestellung aufgegeben und auf Ihr Zimmer gebucht',
  'Invoice not found': 'Rechnung nicht gefunden',
  'Payment recorded': 'Zahlung erfasst',
  'This payment link has expired. Ask the front desk for a new one.':
    'Dieser Zahlungslink ist abgelaufen. Bitten Sie die Rezeption um einen neuen.',
  'The balance has changed since this link was made. Ask the front desk for a new one.':
    'Der Saldo hat sich seit der Erstellung dieses Links geändert. Bitten Sie die Rezeption um einen neuen.',
  'This stay has already been paid': 'Dieser Aufenthalt ist bereits bezahlt',
  'Payment received. Thank you!': 'Zahlung erhalten. Vielen Dank!',
  'Refund recorded': 'Erstattung erfasst',
  'Revenue is the money received (payments minus refunds), dated by when it moved, in the hotel’s time zone. Booked value (room-nights sold) is shown separately.':
    'Umsatz ist das erhaltene Geld (Zahlungen abzüglich Erstattungen), datiert auf den Zeitpunkt der Bewegung, in der Zeitzone des Hotels. Der Buchungswert (verkaufte Zimmernächte) wird separat angezeigt.',
  'No deposit is due for this booking: pay the whole amount instead':
    'Für diese Buchung ist keine Anzahlung fällig: Zahlen Sie stattdessen den ganzen Betrag',
  'Not recorded': 'Nicht erfasst',
  'not sent: no mail server configured': 'nicht gesendet: kein Mailserver eingerichtet',
  'If an account uses that address, a link to choose a new password is on its way. It works for 30 minutes.':
    'Falls ein Konto diese Adresse verwendet, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Er gilt 30 Minuten.',
  'This reset link is not valid or has expired. Ask for a new one.':
    'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Fordern Sie einen neuen an.',
  'Your password has been changed. Please sign in with the new one.':
    'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen an.',
  'The mail is queued to be sent again.': 'Die E-Mail wird erneut zum Versand eingereiht.',
  'A test mail is queued for your address.': 'Eine Test-E-Mail an Ihre Adresse ist eingereiht.',
  'Forgot password?': 'Passwort vergessen?',
  'Passwords do not match': 'Die Passwörter stimmen nicht überein',
  'Password must be at least 8 characters': 'Das Passwort muss mindestens 8 Zeichen lang sein',
  'This password is too common. Please choose one that is harder to guess.':
    'Dieses Passwort ist zu verbreitet. Bitte wählen Sie eines, das schwerer zu erraten ist.',
  'Your password must not be your email address.': 'Ihr Passwort darf nicht Ihre E-Mail-Adresse sein.',
  'This password is a repeated character or a sequence. Please choose one that is harder to guess.':
    'Dieses Passwort ist ein wiederholtes Zeichen oder eine Folge. Bitte wählen Sie eines, das schwerer zu erraten ist.',
  "Your password must not contain the hotel's name.": 'Ihr Passwort darf den Namen des Hotels nicht enthalten.',
  'Your password is easy to guess. Please choose a new one.': 'Ihr Passwort ist leicht zu erraten. Bitte wählen Sie ein neues.',
  'Please enter your email and password': 'Bitte geben Sie Ihre E-Mail und Ihr Passwort ein',
  'Please enter a valid email address': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'Account type must be customer or staff': 'Der Kontotyp muss customer oder staff sein',
  'An account with this email already exists': 'Es gibt bereits ein Konto mit dieser E-Mail',
  'Invalid email or password': 'E-Mail oder Passwort ungültig',
  'This login is for customers only': 'Diese Anmeldung ist nur für Kunden',
  'This login is for staff only': 'Diese Anmeldung ist nur für Personal',
  'This login is for administrators only': 'Diese Anmeldung ist nur für Administratoren',
  'Your account is pending approval from an administrator': 'Ihr Konto wartet auf die Freigabe durch einen Administrator',
  'Account Pending Approval': 'Konto wartet auf Freigabe',
  'Your account is waiting for admin approval. Please check back later.':
    'Ihr Konto wartet auf die Freigabe durch einen Administrator. Bitte schauen Sie später wieder vorbei.',
  'Login successful!': 'Anmeldung erfolgreich!',
  'Staff login successful!': 'Personal-Anmeldung erfolgreich!',
  'Admin login successful!': 'Administrator-Anmeldung erfolgreich!',
  'Registration successful!': 'Registrierung erfolgreich!',
  'Login failed': 'Anmeldung fehlgeschlagen',
  'Registration failed': 'Registrierung fehlgeschlagen',
  'Please sign in to continue': 'Bitte melden Sie sich an, um fortzufahren',
  'Your session has ended. Please sign in again.': 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
  'You do not have permission to do that': 'Dazu haben Sie keine Berechtigung',
  'Live updates come over the WebSocket at /trpc': 'Live-Aktualisierungen kommen über den WebSocket unter /trpc',
  'Too many attempts. Please wait a minute and try again.': 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'Too many failed sign-ins for this account. Please wait 15 minutes and try again.':
    'Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.',
  'Profile updated successfully': 'Profil erfolgreich aktualisiert',
  'Failed to update profile': 'Das Profil konnte nicht aktualisiert werden',
  'Please fill in all password fields': 'Bitte füllen Sie alle Passwortfelder aus',
  'New passwords do not match': 'Die neuen Passwörter stimmen nicht überein',
  'New password must be at least 8 characters': 'Das neue Passwort muss mindestens 8 Zeichen lang sein',
  'Current password is incorrect': 'Das aktuelle Passwort ist falsch',
  'Password changed successfully': 'Passwort erfolgreich geändert',
  'Failed to change password': 'Das Passwort konnte nicht geändert werden',
  'Thank you for your inquiry! We will get back to you soon.': 'Vielen Dank für Ihre Anfrage! Wir melden uns bald bei Ihnen.',
  'All notifications cleared': 'Alle Benachrichtigungen gelöscht',
  'No notifications found': 'Keine Benachrichtigungen gefunden',
  "You're all caught up! No unread notifications.": 'Sie sind auf dem neuesten Stand! Keine ungelesenen Benachrichtigungen.',
  "You don't have any notifications yet.": 'Sie haben noch keine Benachrichtigungen.',
  'Notification not found': 'Benachrichtigung nicht gefunden',
  'Recipient not found': 'Empfänger nicht gefunden',
  'Notification sent successfully': 'Benachrichtigung erfolgreich gesendet',
  'Failed to send notification': 'Die Benachrichtigung konnte nicht gesendet werden',
  'The non-refundable offer is not available': 'Das nicht erstattbare Angebot ist nicht verfügbar',
  'Non-refundable: cancelling refunds nothing': 'Nicht erstattbar: Bei Stornierung wird nichts erstattet',
  'Choose a range of at most 367 days, "to" on or after "from"':
    'Wählen Sie einen Zeitraum von höchstens 367 Tagen, "to" am oder nach "from"',
  'Choose a price, a percentage change, a stay limit or a closed flag to set':
    'Wählen Sie einen Preis, eine prozentuale Änderung, eine Aufenthaltsgrenze oder eine Sperre zum Festlegen',
  'Set a price or a percentage change, not both': 'Legen Sie einen Preis oder eine prozentuale Änderung fest, nicht beides',
  'The minimum stay cannot be longer than the maximum stay': 'Der Mindestaufenthalt darf nicht länger als der Höchstaufenthalt sein',
  'Give a reason for a total other than the quote': 'Geben Sie einen Grund für einen vom Angebot abweichenden Gesamtbetrag an',
  'Thank you: you are checked in online. See you soon!': 'Vielen Dank: Sie sind online eingecheckt. Bis bald!',
  'Registration saved': 'Meldeschein gespeichert',
  'Online check-in is closed for this booking. Please see the front desk.':
    'Der Online-Check-in ist für diese Buchung geschlossen. Bitte wenden Sie sich an die Rezeption.',
  'Checked in online': 'Online eingecheckt',
  'Failed to load room details': 'Die Zimmerdetails konnten nicht geladen werden',
  'Base occupancy cannot be more than the capacity': 'Die Grundbelegung darf die Kapazität nicht überschreiten',
  'Choose both a check-in and a check-out date to see the rooms free for your stay':
    'Wählen Sie ein Check-in- und ein Check-out-Datum, um die für Ihren Aufenthalt freien Zimmer zu sehen',
  'Failed to update room status': 'Der Zimmerstatus konnte nicht geändert werden',
  'Status must be one of: pending, confirmed, checked-in, checked-out, cancelled, no-show':
    'Der Status muss einer der folgenden sein: pending, confirmed, checked-in, checked-out, cancelled, no-show',
  'Status must be one of: pending, preparing, ready, delivered, cancelled':
    'Der Status muss einer der folgenden sein: pending, preparing, ready, delivered, cancelled',
  'Status must be one of: available, occupied, cleaning, maintenance':
    'Der Status muss einer der folgenden sein: available, occupied, cleaning, maintenance',
  'Only a checked-in booking can be checked out': 'Nur eine eingecheckte Buchung kann ausgecheckt werden',
  'That code is not valid. Enter the current code from your authenticator app or a recovery code.':
    'Dieser Code ist ungültig. Geben Sie den aktuellen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
  'Enter the 6-digit code from your authenticator app or a recovery code':
    'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein',
  'Your sign-in has timed out. Please sign in again.': 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'Too many wrong codes. Please wait 15 minutes and try again.':
    'Zu viele falsche Codes. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.',
  'Two-step sign-in is already on for this account': 'Die Zwei-Schritt-Anmeldung ist für dieses Konto bereits aktiviert',
  'Start setting up two-step sign-in first': 'Beginnen Sie zuerst mit der Einrichtung der Zwei-Schritt-Anmeldung',
  'Two-step sign-in is not on for this account': 'Die Zwei-Schritt-Anmeldung ist für dieses Konto nicht aktiviert',
  'Two-step sign-in is off': 'Die Zwei-Schritt-Anmeldung ist deaktiviert',
  'Two-step sign-in was reset; the account is signed out everywhere':
    'Die Zwei-Schritt-Anmeldung wurde zurückgesetzt; das Konto ist überall abgemeldet',
  'This hotel requires two-step sign-in for staff and administrators. Set it up on your profile to continue.':
    'Dieses Hotel verlangt die Zwei-Schritt-Anmeldung für Personal und Administratoren. Richten Sie sie in Ihrem Profil ein, um fortzufahren.',
  'This hotel requires two-step sign-in for your account, so it cannot be turned off':
    'Dieses Hotel verlangt die Zwei-Schritt-Anmeldung für Ihr Konto, daher kann sie nicht deaktiviert werden',
  'Two-step sign-in setting saved': 'Einstellung der Zwei-Schritt-Anmeldung gespeichert',
  'This is a file download: GET {path}': 'Dies ist ein Datei-Download: GET {path}',
  'Erase {name}? Their name, email, phone, documents and texts are replaced for good and the account can no longer sign in. Download their invoices first if you must keep them with the name.':
    '{name} löschen? Name, E-Mail, Telefon, Dokumente und Texte werden endgültig ersetzt, und das Konto kann sich nicht mehr anmelden. Laden Sie vorher die Rechnungen herunter, falls Sie sie mit dem Namen aufbewahren müssen.',
  'Failed to load {tab} data': 'Die Daten von {tab} konnten nicht geladen werden',
  'Room number {roomNumber} is already in use': 'Die Zimmernummer {roomNumber} ist bereits vergeben',
  '{name} is now available': '{name} ist jetzt verfügbar',
  '{name} is now unavailable': '{name} ist jetzt nicht verfügbar',
  'Notification sent to {count, plural, one {# user} other {# users}}':
    'Benachrichtigung an {count, plural, one {# Benutzer} other {# Benutzer}} gesendet',
  'Signed out of {count, plural, one {# other session} other {# other sessions}}':
    '{count, plural, one {# andere Sitzung} other {# andere Sitzungen}} abgemeldet',
  'Turn off two-step sign-in for {name}? They will be signed out everywhere and sign in with their password alone until they set it up again.':
    'Zwei-Schritt-Anmeldung für {name} deaktivieren? Die Person wird überall abgemeldet und meldet sich nur mit ihrem Passwort an, bis sie sie erneut einrichtet.',
  'Each guest needs a bed: book {beds, plural, one {# bed} other {# beds}} for {beds, plural, one {# guest} other {# guests}}':
    'Jeder Gast braucht ein Bett: Buchen Sie {beds, plural, one {# Bett} other {# Betten}} für {beds, plural, one {# Gast} other {# Gäste}}',
  'This room already has a bed called {label}': 'Dieses Zimmer hat bereits ein Bett namens {label}',
  'Bed {label} has a stay from {checkIn} to {checkOut}: move it to another bed first':
    'Bett {label} hat einen Aufenthalt vom {checkIn} bis {checkOut}: Verlegen Sie ihn zuerst in ein anderes Bett',
  'Choose {beds, plural, one {# bed} other {# beds}}, one for each guest':
    'Wählen Sie {beds, plural, one {# Bett} other {# Betten}}, eines pro Gast',
  'Bed {label} is taken on some of these nights': 'Bett {label} ist in einigen dieser Nächte belegt',
  'Bed {label} is out of order': 'Bett {label} ist außer Betrieb',
  'This booking is {status}: its beds can no longer change': 'Diese Buchung ist {status}: Ihre Betten können sich nicht mehr ändern',
  'I confirm these beds are for {policy} guests':
    'Ich bestätige, dass diese Betten für {policy, select, female {Frauen} male {Männer} other {Gäste ({policy})}} sind',
  'Bed {label} is made': 'Bett {label} ist gemacht',
  'Bed {label} added': 'Bett {label} hinzugefügt',
  'Bed renamed to {label}': 'Bett umbenannt in {label}',
  'Bed {label} is back in service': 'Bett {label} ist wieder in Betrieb',
  'Bed {label} removed': 'Bett {label} entfernt',
  'Maximum {capacity} guests allowed for this room': 'Höchstens {capacity} Gäste sind in diesem Zimmer erlaubt',
  'This room is not available for booking (it is {status})':
    'Dieses Zimmer kann nicht gebucht werden ({status, select, available {verfügbar} occupied {belegt} cleaning {in Reinigung} maintenance {in Wartung} other {Status: {status}}})',
  'Room {roomNumber} is occupied tonight: choose a later check-in or another room':
    'Zimmer {roomNumber} ist heute Nacht belegt: Wählen Sie einen späteren Check-in oder ein anderes Zimmer',
  'Room {roomNumber} is already booked for some nights between {checkIn} and {checkOut}':
    'Zimmer {roomNumber} ist in einigen Nächten zwischen {checkIn} und {checkOut} bereits gebucht',
  'Free cancellation up to {hours} hours before check-in': 'Kostenlose Stornierung bis {hours} Stunden vor dem Check-in',
  'Free cancellation ends {hours} hours before check-in. Please contact the front desk to change this booking.':
    'Die kostenlose Stornierung endet {hours} Stunden vor dem Check-in. Bitte wenden Sie sich an die Rezeption, um diese Buchung zu ändern.',
  'This booking is {status} and can no longer be cancelled': 'Diese Buchung ist {status} und kann nicht mehr storniert werden',
  'You already have {max} unpaid bookings awaiting confirmation. Please pay or cancel one before booking again.':
    'Sie haben bereits {max} unbezahlte Buchungen, die auf Bestätigung warten. Bitte bezahlen oder stornieren Sie eine, bevor Sie erneut buchen.',
  'Bookings can be made at most {days} days ahead.': 'Buchungen sind höchstens {days} Tage im Voraus möglich.',
  'Your booking reference is {reference}: quote it when you call the front desk.':
    'Ihre Buchungsnummer ist {reference}: Nennen Sie sie, wenn Sie die Rezeption anrufen.',
  'The feed is not a readable calendar ({why})': 'Der Feed ist kein lesbarer Kalender ({why})',
  '{channel} sent "{summary}" for room {roomNumber} from {checkIn} to {checkOut}, which overlaps {other}. Move one of them or dismiss the conflict.':
    '{channel} hat „{summary}“ für Zimmer {roomNumber} vom {checkIn} bis {checkOut} gesendet, was sich mit {other} überschneidet. Verschieben Sie eines davon oder verwerfen Sie den Konflikt.',
  'This channel stay is already booking {reference}': 'Dieser Kanalaufenthalt ist bereits Buchung {reference}',
  '{channel} {what} ("{summary}", room {roomNumber}), which the desk turned into booking {reference}. The booking was not changed: change or cancel it if the guest\'s plans changed.':
    '{channel} {what} („{summary}“, Zimmer {roomNumber}), von der Rezeption in Buchung {reference} umgewandelt. Die Buchung wurde nicht geändert: Ändern oder stornieren Sie sie, falls sich die Pläne des Gastes geändert haben.',
  'Pending': 'Ausstehend',
  'In progress': 'In Bearbeitung',
  'Resolved': 'Gelöst',
  'Closed': 'Geschlossen',
  '{count, plural, one {{emails} still signs in with its published demo password. Change that password, or remove the demo data in Settings, before real guests or staff use this installation.} other {{emails} still sign in with their published demo passwords. Change those passwords, or remove the demo data in Settings, before real guests or staff use this installation.}}':
    '{count, plural, one {{emails} meldet sich noch mit dem veröffentlichten Demo-Passwort an. Ändern Sie dieses Passwort oder entfernen Sie die Demodaten in den Einstellungen, bevor echte Gäste oder echtes Personal diese Installation nutzen.} other {{emails} melden sich noch mit den veröffentlichten Demo-Passwörtern an. Ändern Sie diese Passwörter oder entfernen Sie die Demodaten in den Einstellungen, bevor echte Gäste oder echtes Personal diese Installation nutzen.}}',
  'This booking is {status} and can no longer be changed': 'Diese Buchung ist {status} und kann nicht mehr geändert werden',
  'This booking is {status}: only a pending or confirmed booking can be cancelled at the desk':
    'Diese Buchung ist {status}: Nur eine ausstehende oder bestätigte Buchung kann an der Rezeption storniert werden',
  'This booking is {status}: only a pending or confirmed booking can be a no-show':
    'Diese Buchung ist {status}: Nur eine ausstehende oder bestätigte Buchung kann als nicht erschienen gelten',
  'A guest can only be a no-show from the check-in day ({day})':
    'Ein Gast kann erst ab dem Check-in-Tag ({day}) als nicht erschienen gelten',
  '{name} is not available right now': '{name} ist gerade nicht verfügbar',
  '{name} added to cart': '{name} zum Warenkorb hinzugefügt',
  'Updated {name} quantity in cart': 'Menge von {name} im Warenkorb aktualisiert',
  '{name} removed from cart': '{name} aus dem Warenkorb entfernt',
  'You can order at most {max} × {name} at once': 'Sie können höchstens {max} × {name} auf einmal bestellen',
  'This item has {received} received. Say what is refunded (full, partial or none, with a reason) to cancel it.':
    'Für diesen Posten sind {received} eingegangen. Geben Sie an, was erstattet wird (alles, teilweise oder nichts, mit Grund), um ihn zu stornieren.',
  'At most {max} can be refunded': 'Höchstens {max} kann erstattet werden',
  'At most {max} is due': 'Höchstens {max} ist fällig',
  'This stay has an open balance of {balance}. Settle it (cash or card) or confirm leaving it open to check out.':
    'Dieser Aufenthalt hat einen offenen Saldo von {balance}. Begleichen Sie ihn (bar oder mit Karte) oder bestätigen Sie, ihn offen zu lassen, um auszuchecken.',
  'We sent a link to {email}. Your email address changes when you open it (it works for {hours} hours).':
    'Wir haben einen Link an {email} gesendet. Ihre E-Mail-Adresse ändert sich, wenn Sie ihn öffnen (er gilt {hours} Stunden).',
  'Your email address is now {email}.': 'Ihre E-Mail-Adresse ist jetzt {email}.',
  'Minimum stay from {day} is {nights} nights': 'Der Mindestaufenthalt ab {day} beträgt {nights} Nächte',
  'Maximum stay from {day} is {nights, plural, one {# night} other {# nights}}':
    'Der Höchstaufenthalt ab {day} beträgt {nights, plural, one {# Nacht} other {# Nächte}}',
  'Arrivals are closed on {day}': 'Am {day} sind keine Anreisen möglich',
  'Departures are closed on {day}': 'Am {day} sind keine Abreisen möglich',
  'Money has been recorded in {from}. Amounts are not converted: changing the currency to {to} only changes how they are written ({before} would read {after}). Send confirmCurrencyChange: true to change it anyway.':
    'Es wurde bereits Geld in {from} erfasst. Beträge werden nicht umgerechnet: Eine Änderung der Währung auf {to} ändert nur ihre Schreibweise ({before} würde als {after} erscheinen). Senden Sie confirmCurrencyChange: true, um sie trotzdem zu ändern.',
  'Amounts already recorded (payments, prices, bookings and invoices) are not converted from {from} to {to}: they keep their numbers, so {before} will read {after}.':
    'Bereits erfasste Beträge (Zahlungen, Preise, Buchungen und Rechnungen) werden nicht von {from} in {to} umgerechnet: Sie behalten ihre Zahlen, {before} erscheint also als {after}.',
  'Booking status updated to {status}': 'Buchungsstatus geändert auf {status}',
  'Order status updated to {status}':
    'Bestellstatus geändert auf {status, select, pending {ausstehend} preparing {in Zubereitung} ready {fertig} delivered {geliefert} cancelled {storniert} other {{status}}}',
  'Room status updated to {status}':
    'Zimmerstatus geändert auf {status, select, available {verfügbar} occupied {belegt} cleaning {Reinigung} maintenance {Wartung} other {{status}}}',
  '{subject} is already {status}': '{subject} ist bereits {status}',
  '{subject} is {status} now, so it cannot become {requested}': '{subject} ist jetzt {status} und kann daher nicht {requested} werden',
  '{subject} is {status}: staff can only move it on to {next}': '{subject} ist {status}: Das Personal kann es nur auf {next} weitersetzen',
  '{subject} is {status}: staff cannot change it from here': '{subject} ist {status}: Das Personal kann es hier nicht ändern',
  'Guests can check in from {day}': 'Gäste können ab {day} einchecken',
  'Room {roomNumber} is still occupied: check out the current guest first':
    'Zimmer {roomNumber} ist noch belegt: Checken Sie zuerst den aktuellen Gast aus',
  'That address is too long': 'Diese Adresse ist zu lang',
  'That address is not valid': 'Diese Adresse ist ungültig',
  'Payment received': 'Zahlung erhalten',
  'We received {amount} for order #{order}. The kitchen is on it.':
    'Wir haben {amount} für Bestellung Nr. {order} erhalten. Die Küche legt los.',
  'Order cancelled': 'Bestellung storniert',
  'Order #{order} was cancelled because it was not paid in time. You can order again from the menu.':
    'Bestellung Nr. {order} wurde storniert, weil sie nicht rechtzeitig bezahlt wurde. Sie können über die Speisekarte erneut bestellen.',
  'Your complaint has been answered': 'Ihre Beschwerde wurde beantwortet',
  'Your complaint "{title}" has been answered and is now {status}.':
    'Ihre Beschwerde „{title}“ wurde beantwortet und hat jetzt den Status: {status}.',
  'Complaint status updated': 'Beschwerdestatus geändert',
  'Your complaint "{title}" is now {status}.': 'Ihre Beschwerde „{title}“ hat jetzt den Status: {status}.',
  'Mail not found': 'E-Mail nicht gefunden',
  'Test mail from Innkeep': 'Test-E-Mail von Innkeep',
  'Nothing else to do: this mail only checks the way to your inbox.':
    'Sie müssen nichts weiter tun: Diese E-Mail prüft nur den Weg in Ihr Postfach.',
  'Welcome! Your account is ready: you can book rooms, order food and follow your stays online.':
    'Willkommen! Ihr Konto ist bereit: Sie können Zimmer buchen, Essen bestellen und Ihre Aufenthalte online verfolgen.',
  'Thank you for your booking. Here is what we have for you.': 'Vielen Dank für Ihre Buchung. Hier sind die Details.',
  'Good news: your booking is confirmed. We look forward to welcoming you.':
    'Gute Nachrichten: Ihre Buchung ist bestätigt. Wir freuen uns auf Ihren Besuch.',
  'Your booking has been cancelled.': 'Ihre Buchung wurde storniert.',
  'Your stay is coming up soon. Save time at the front desk by checking in online before you arrive.':
    'Ihr Aufenthalt steht bevor. Sparen Sie Zeit an der Rezeption, indem Sie vor der Anreise online einchecken.',
  'Thank you for staying with us. Your invoice is ready.': 'Vielen Dank für Ihren Aufenthalt. Ihre Rechnung ist fertig.',
  'Your staff account has been approved. You can sign in now.': 'Ihr Personalkonto wurde freigegeben. Sie können sich jetzt anmelden.',
  'Your request for a staff account was not approved.': 'Ihre Anfrage für ein Personalkonto wurde nicht genehmigt.',
  'Someone asked to choose a new password for your account. If it was you, use the link below.':
    'Jemand hat ein neues Passwort für Ihr Konto angefordert. Wenn Sie das waren, verwenden Sie den Link unten.',
  'The password of your account was just changed, and every device was signed out.':
    'Das Passwort Ihres Kontos wurde soeben geändert, und alle Geräte wurden abgemeldet.',
  'This is a test mail. If you can read it, mail from Innkeep reaches this address.':
    'Dies ist eine Test-E-Mail. Wenn Sie sie lesen können, erreichen E-Mails von Innkeep diese Adresse.',
  'Your booking has changed. Here is your stay as it is now.': 'Ihre Buchung hat sich geändert. So sieht Ihr Aufenthalt jetzt aus.',
  'Here is the link to pay online, as the front desk offered.': 'Hier ist der Link zur Online-Zahlung, wie von der Rezeption angeboten.',
  'Please confirm that this is your new email address.': 'Bitte bestätigen Sie, dass dies Ihre neue E-Mail-Adresse ist.',
  'The email address of your account was just changed.': 'Die E-Mail-Adresse Ihres Kontos wurde soeben geändert.',
  'Here is the hotel today at a glance.': 'Das Hotel heute auf einen Blick.',
  'Booking confirmed': 'Buchung bestätigt',
  'The start date must not be after the end date': 'Das Startdatum darf nicht nach dem Enddatum liegen',
  'Choose a range of at most {days} days': 'Wählen Sie einen Zeitraum von höchstens {days} Tagen',
  '; and {count} more': '; und {count} weitere',
  'room {roomNumber}, {name}': 'Zimmer {roomNumber}, {name}',
  'Unpaid balances': 'Offene Salden',
  'Arrivals': 'Anreisen',
  '{stay} (checked in online)': '{stay} (online eingecheckt)',
  'Departures': 'Abreisen',
  'Open complaints': 'Offene Beschwerden',
  'Channel conflicts': 'Kanalkonflikte',
  '{channel}, room {roomNumber} from {day}': '{channel}, Zimmer {roomNumber} ab {day}',
  'Daily summary for {day}: {arriving} arriving, {leaving} leaving':
    'Tageszusammenfassung für {day}: {arriving} Anreisen, {leaving} Abreisen',
  'Open the front desk': 'Rezeption öffnen',
  'Welcome': 'Willkommen',
  'Hello {name},': 'Hallo {name},',
  'An administrator still has to approve your staff account; we will write to you when they have.':
    'Ein Administrator muss Ihr Personalkonto noch freigeben; wir schreiben Ihnen, sobald das geschehen ist.',
  'Sign in any time with this email address.': 'Melden Sie sich jederzeit mit dieser E-Mail-Adresse an.',
  'Sign in': 'Anmelden',
  'Your staff account is approved': 'Ihr Personalkonto ist freigegeben',
  'Your staff account request': 'Ihre Anfrage für ein Personalkonto',
  'If you think this is a mistake, please contact the hotel.':
    'Wenn Sie glauben, dass dies ein Fehler ist, wenden Sie sich bitte an das Hotel.',
  'Your account has been approved': 'Ihr Konto wurde freigegeben',
  'An administrator approved your staff account. The staff dashboard is now open to you.':
    'Ein Administrator hat Ihr Personalkonto freigegeben. Die Personal-Übersicht steht Ihnen jetzt offen.',
  'Confirm your new email address': 'Bestätigen Sie Ihre neue E-Mail-Adresse',
  'Hello {name}, you asked to use {email} for your account. The link works once, for {hours} hours; until you open it, your account keeps its old address.':
    'Hallo {name}, Sie möchten {email} für Ihr Konto verwenden. Der Link funktioniert einmal, {hours} Stunden lang; bis Sie ihn öffnen, behält Ihr Konto die alte Adresse.',
  'If you did not ask for this, ignore this mail: nothing changes.':
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  'Confirm this address': 'Diese Adresse bestätigen',
  'Your email address was changed': 'Ihre E-Mail-Adresse wurde geändert',
  'Hello {name}, your account now uses {email}. Mail from us goes there from now on, and you sign in with it.':
    'Hallo {name}, Ihr Konto verwendet jetzt {email}. E-Mails von uns gehen ab sofort dorthin, und Sie melden sich damit an.',
  'If this was not you, contact the hotel at once.': 'Wenn Sie das nicht waren, wenden Sie sich sofort an das Hotel.',
  'Choose a new password': 'Neues Passwort wählen',
  'The link works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.':
    'Der Link funktioniert einmal, {minutes} Minuten lang. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  'Your password was changed': 'Ihr Passwort wurde geändert',
  'If this was not you, choose a new password with "Forgot password?" at once and tell the hotel.':
    'Wenn Sie das nicht waren, wählen Sie sofort über „Passwort vergessen?“ ein neues Passwort und informieren Sie das Hotel.',
  'Extra persons': 'Zusätzliche Personen',
  '{offer} discount': 'Rabatt {offer}',
  'Tax included ({rate}%)': 'Steuer inbegriffen ({rate} %)',
  '{name} {rate}%': '{name} {rate} %',
  '{label} (included)': '{label} (inbegriffen)',
  '{name} (room {roomNumber}, {type})': '{name} (Zimmer {roomNumber}, {type})',
  '{beds, plural, one {# bed} other {# beds}} in {room}': '{beds, plural, one {# Bett} other {# Betten}} in {room}',
  'Room': 'Zimmer',
  'Check-in': 'Check-in',
  '{day} from {time}': '{day} ab {time}',
  'Check-out': 'Check-out',
  '{day} by {time}': '{day} bis {time}',
  'Guests': 'Gäste',
  'Night of {day}': 'Nacht vom {day}',
  'Offer': 'Angebot',
  'Total': 'Gesamt',
  'Free cancellation until': 'Kostenlose Stornierung bis',
  'Stay at {hotelName}': 'Aufenthalt im {hotelName}',
  '{checkIn} to {checkOut}': '{checkIn} bis {checkOut}',
  'Questions? Call {phone} or write to {email}.': 'Fragen? Rufen Sie {phone} an oder schreiben Sie an {email}.',
  'Booking received: {dates}': 'Buchung eingegangen: {dates}',
  'Booking confirmed: {dates}': 'Buchung bestätigt: {dates}',
  'Dear {name}, we will confirm your booking shortly.': 'Hallo {name}, wir bestätigen Ihre Buchung in Kürze.',
  'Dear {name}, see you on {day}.': 'Hallo {name}, wir sehen uns am {day}.',
  'See your booking': 'Ihre Buchung ansehen',
  'Your invoice: {dates}': 'Ihre Rechnung: {dates}',
  'Dear {name}, sign in to see, print or save it.': 'Hallo {name}, melden Sie sich an, um sie anzusehen, zu drucken oder zu speichern.',
  'See your invoice': 'Ihre Rechnung ansehen',
  'Booking cancelled: {dates}': 'Buchung storniert: {dates}',
  'Dear {name}, {amount} is refunded to you in full.': 'Hallo {name}, {amount} werden Ihnen vollständig erstattet.',
  'Dear {name}, nothing had been paid, so nothing is charged.': 'Hallo {name}, es wurde nichts bezahlt, daher wird nichts berechnet.',
  'Booking changed: {dates}': 'Buchung geändert: {dates}',
  'Dear {name}, your stay was in room {roomNumber} from {dates} for {amount}.':
    'Hallo {name}, Ihr Aufenthalt war in Zimmer {roomNumber}, {dates}, für {amount}.',
  'Pay your balance: {amount}': 'Begleichen Sie Ihren Saldo: {amount}',
  'Dear {name}, the link works until {expires} ({timeZone}) and for this amount only.':
    'Hallo {name}, der Link gilt bis {expires} ({timeZone}) und nur für diesen Betrag.',
  'Amount due': 'Fälliger Betrag',
  'Pay now': 'Jetzt bezahlen',
  'Booking request received': 'Buchungsanfrage eingegangen',
  'We received your request for the {roomName} (room {roomNumber}) from {checkIn} to {checkOut} and will confirm it shortly.':
    'Wir haben Ihre Anfrage für {roomName} (Zimmer {roomNumber}) vom {checkIn} bis {checkOut} erhalten und bestätigen sie in Kürze.',
  'Your booking of the {roomName} (room {roomNumber}) from {checkIn} to {checkOut} is cancelled.':
    'Ihre Buchung von {roomName} (Zimmer {roomNumber}) vom {checkIn} bis {checkOut} ist storniert.',
  'room {roomNumber} from {checkIn} to {checkOut}': 'Zimmer {roomNumber} vom {checkIn} bis {checkOut}',
  'The front desk booked the {roomName} for you: {stay}.': 'Die Rezeption hat {roomName} für Sie gebucht: {stay}.',
  'Your booking has changed': 'Ihre Buchung wurde geändert',
  'Your stay is now in {stay} for {guests, plural, one {# guest} other {# guests}} ({amount}).':
    'Ihr Aufenthalt ist jetzt in {stay} für {guests, plural, one {# Gast} other {# Gäste}} ({amount}).',
  'See you on {day}: check in online': 'Bis zum {day}: Checken Sie online ein',
  'Dear {name}, your room is ready to be prepared.': 'Hallo {name}, Ihr Zimmer kann vorbereitet werden.',
  'Questions? Call {phone}.': 'Fragen? Rufen Sie {phone} an.',
  '{name} (room {roomNumber})': '{name} (Zimmer {roomNumber})',
  'Address': 'Adresse',
  'Check in online': 'Online einchecken',
  'Your stay in the {roomName} (room {roomNumber}) from {checkIn} to {checkOut} is confirmed. We look forward to welcoming you.':
    'Ihr Aufenthalt in {roomName} (Zimmer {roomNumber}) vom {checkIn} bis {checkOut} ist bestätigt. Wir freuen uns auf Ihren Besuch.',
  'Welcome! You are checked in': 'Willkommen! Sie sind eingecheckt',
  'You are checked in to room {roomNumber} ({roomName}) until {checkOut}. Enjoy your stay!':
    'Sie sind in Zimmer {roomNumber} ({roomName}) bis {checkOut} eingecheckt. Genießen Sie Ihren Aufenthalt!',
  'You have checked out': 'Sie haben ausgecheckt',
  'You have checked out of room {roomNumber}. Your bill is settled. Thank you for staying with us!':
    'Sie haben aus Zimmer {roomNumber} ausgecheckt. Ihre Rechnung ist beglichen. Vielen Dank für Ihren Aufenthalt!',
  'You have checked out of room {roomNumber}. Part of your bill is still open; the front desk will be in touch. Thank you for staying with us!':
    'Sie haben aus Zimmer {roomNumber} ausgecheckt. Ein Teil Ihrer Rechnung ist noch offen; die Rezeption meldet sich bei Ihnen. Vielen Dank für Ihren Aufenthalt!',
  'Booking marked as no-show': 'Buchung als nicht erschienen markiert',
  'We did not see you for your stay in room {roomNumber} from {checkIn}, so the booking is closed as a no-show. Please contact the front desk if this is a mistake.':
    'Wir haben Sie zu Ihrem Aufenthalt in Zimmer {roomNumber} ab {checkIn} nicht gesehen, daher wird die Buchung als nicht erschienen geschlossen. Bitte wenden Sie sich an die Rezeption, falls dies ein Irrtum ist.',
  'Your booking of the {roomName} (room {roomNumber}) from {checkIn} to {checkOut} was cancelled by the hotel. Please contact the front desk with any questions.':
    'Ihre Buchung von {roomName} (Zimmer {roomNumber}) vom {checkIn} bis {checkOut} wurde vom Hotel storniert. Bei Fragen wenden Sie sich bitte an die Rezeption.',
  'Your order is being prepared': 'Ihre Bestellung wird zubereitet',
  'The kitchen has started on order #{order}.': 'Die Küche hat mit Bestellung Nr. {order} begonnen.',
  'Your order is ready': 'Ihre Bestellung ist fertig',
  'Order #{order} is ready and on its way to {place}.': 'Bestellung Nr. {order} ist fertig und auf dem Weg zu {place}.',
  'Your order was delivered': 'Ihre Bestellung wurde geliefert',
  'Order #{order} was delivered to {place}. Enjoy your meal!': 'Bestellung Nr. {order} wurde an {place} geliefert. Guten Appetit!',
  'Order #{order} was cancelled by the hotel. Please contact the front desk with any questions.':
    'Bestellung Nr. {order} wurde vom Hotel storniert. Bei Fragen wenden Sie sich bitte an die Rezeption.',
  'Order charged to your room': 'Bestellung auf Ihr Zimmer gebucht',
  "Order #{order} ({amount}) is on your room's bill, to be settled with your stay.":
    'Bestellung Nr. {order} ({amount}) steht auf Ihrer Zimmerrechnung und wird mit Ihrem Aufenthalt abgerechnet.',
  'Something went wrong on our side. Please try again.': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  'Invalid input': 'Ungültige Eingabe',
  'Only customers can do that': 'Nur Kunden können das tun',
  'Only staff can do that': 'Nur Personal kann das tun',
  'Only staff and administrators can do that': 'Nur Personal und Administratoren können das tun',
  'Single Room': 'Einzelzimmer',
  'Double Room': 'Doppelzimmer',
  'Suite': 'Suite',
  'Shared Room': 'Mehrbettzimmer',
  'Hostel Bed': 'Hostelbett',
  'Flexible': 'Flexibel',
  'Non-refundable': 'Nicht erstattbar',
  'pending': 'ausstehend',
  'confirmed': 'bestätigt',
  'checked-in': 'eingecheckt',
  'checked-out': 'ausgecheckt',
  'cancelled': 'storniert',
  'no-show': 'nicht erschienen',
};
