import type { Catalogue } from '../translate';

/**
 * Spanish. Keys are the English source texts (ICU messages); keep {placeholders} and plural forms as they are.
 * Sections follow the app's areas so they stay easy to review side by side with German.
 */
export const es: Catalogue = {
  // ── common: layout, header, footer, shared components
  'Skip to content': 'Saltar al contenido',
  '{hotelName} home': 'Inicio de {hotelName}',
  'Open menu': 'Abrir menú',
  'Sign In': 'Iniciar sesión',
  'Register': 'Registrarse',
  'Just now': 'Justo ahora',
  '{minutes}m ago': 'hace {minutes} min',
  '{hours}h ago': 'hace {hours} h',
  'Language': 'Idioma',

  // ── public: landing, facilities, rooms, food menu

  // ── auth: sign-in, registration, password reset, two-step

  // ── guest: dashboard, bookings, booking form, cart, orders, complaints, chat, profile

  // ── desk: calendar, arrivals, folios, invoices, registration cards, housekeeping

  // ── staff: staff dashboard and lists

  // ── admin: users, rooms, beds, food, bookings, payments, overview

  // ── admin: settings, rates, analytics, mail, notifications, audit log, backups, reports

  // ── server: API messages, notifications, mails, calendar files
  'Calendar link revoked': 'Enlace de calendario revocado',
  'Calendar link not found': 'Enlace de calendario no encontrado',
  'Failed to revoke the calendar link': 'No se pudo revocar el enlace de calendario',
  'Failed to load dashboard data': 'No se pudieron cargar los datos del panel',
  'User approved successfully': 'Usuario aprobado correctamente',
  'User rejected successfully': 'Usuario rechazado correctamente',
  'Failed to update user approval': 'No se pudo actualizar la aprobación del usuario',
  'User role updated successfully': 'Rol del usuario actualizado correctamente',
  'Failed to update user role': 'No se pudo actualizar el rol del usuario',
  'User deleted successfully': 'Usuario eliminado correctamente',
  'Failed to delete user': 'No se pudo eliminar el usuario',
  'Are you sure you want to delete this user?': '¿Seguro que quieres eliminar este usuario?',
  'User not found': 'Usuario no encontrado',
  'Only staff accounts need approval': 'Solo las cuentas de personal necesitan aprobación',
  'You cannot change your own role': 'No puedes cambiar tu propio rol',
  'You cannot delete your own account': 'No puedes eliminar tu propia cuenta',
  'This guest has bookings or food orders on record, which the hotel must keep, so the account cannot be deleted.':
    'Este huésped tiene reservas o pedidos de comida registrados, que el hotel debe conservar, así que la cuenta no se puede eliminar.',
  'Room created successfully': 'Habitación creada correctamente',
  'Failed to create room': 'No se pudo crear la habitación',
  'Room updated successfully': 'Habitación actualizada correctamente',
  'Failed to update room': 'No se pudo actualizar la habitación',
  'Room deleted successfully': 'Habitación eliminada correctamente',
  'Failed to delete room': 'No se pudo eliminar la habitación',
  'Are you sure you want to delete this room?': '¿Seguro que quieres eliminar esta habitación?',
  'Room not found': 'Habitación no encontrada',
  'This room has upcoming bookings and cannot be deleted. Cancel or move those bookings first.':
    'Esta habitación tiene reservas próximas y no se puede eliminar. Cancela o mueve esas reservas primero.',
  'This room has past bookings on record, which must be kept. Set its status to maintenance to take it out of service instead.':
    'Esta habitación tiene reservas pasadas registradas, que deben conservarse. Pon su estado en mantenimiento para sacarla de servicio.',
  'Booking status updated successfully': 'Estado de la reserva actualizado correctamente',
  'Failed to update booking status': 'No se pudo actualizar el estado de la reserva',
  'Order status updated successfully': 'Estado del pedido actualizado correctamente',
  'Failed to update order status': 'No se pudo actualizar el estado del pedido',
  'Food item created successfully': 'Plato creado correctamente',
  'Failed to create food item': 'No se pudo crear el plato',
  'Food item updated successfully': 'Plato actualizado correctamente',
  'Failed to update food item': 'No se pudo actualizar el plato',
  'Food item deleted successfully': 'Plato eliminado correctamente',
  'Failed to delete food item': 'No se pudo eliminar el plato',
  'Are you sure you want to delete this food item?': '¿Seguro que quieres eliminar este plato?',
  'Food item not found': 'Plato no encontrado',
  'Nobody is in that group yet': 'Todavía no hay nadie en ese grupo',
  'Failed to export payments': 'No se pudieron exportar los pagos',
  'Failed to export bookings': 'No se pudieron exportar las reservas',
  'Settings saved successfully': 'Ajustes guardados correctamente',
  'Failed to save settings': 'No se pudieron guardar los ajustes',
  'Failed to create backup': 'No se pudo crear la copia de seguridad',
  'Backup download started': 'Descarga de la copia de seguridad iniciada',
  'Backup made and checked': 'Copia de seguridad hecha y comprobada',
  'This backup link has expired. Start the download again from System Settings.':
    'Este enlace de copia de seguridad ha caducado. Vuelve a iniciar la descarga desde Ajustes del sistema.',
  'This backup link has already been used. Start the download again from System Settings.':
    'Este enlace de copia de seguridad ya se ha usado. Vuelve a iniciar la descarga desde Ajustes del sistema.',
  'Failed to sign out other sessions': 'No se pudieron cerrar las demás sesiones',
  'Sign out every other device where this administrator account is signed in?':
    '¿Cerrar sesión en todos los demás dispositivos donde esta cuenta de administrador ha iniciado sesión?',
  'Could not reset two-step sign-in': 'No se pudo restablecer el inicio de sesión en dos pasos',
  'Could not save the two-step sign-in setting': 'No se pudo guardar el ajuste del inicio de sesión en dos pasos',
  'Bookings made in the period, by room type. Booked: what they are worth, dated by the day they were made. Received: money paid on the type’s stays, dated by the day it was paid, whenever they were booked.':
    'Reservas hechas en el periodo, por tipo de habitación. Reservado: lo que valen, con la fecha del día en que se hicieron. Recibido: dinero pagado por las estancias de ese tipo, con la fecha del día del pago, se reservaran cuando se reservaran.',
  'Nothing received in this period yet: these stays are paid later (at check-out or by pay link).':
    'Aún no se ha recibido nada en este periodo: estas estancias se pagan más tarde (en el check-out o con un enlace de pago).',
  'No beds left for these nights': 'No quedan camas para estas noches',
  'The number of beds must be a whole number from 1 to 50': 'El número de camas debe ser un número entero de 1 a 50',
  'This room is sold whole: book it without beds': 'Esta habitación se vende entera: resérvala sin camas',
  'Only the front desk can book a whole dormitory': 'Solo la recepción puede reservar un dormitorio entero',
  'Bed not found': 'Cama no encontrada',
  'A dormitory can have at most 40 beds': 'Un dormitorio puede tener como máximo 40 camas',
  'A dormitory needs at least one bed': 'Un dormitorio necesita al menos una cama',
  'Every bed must be a bed of the booking’s dormitory': 'Cada cama debe ser del dormitorio de la reserva',
  'This booking is not for beds in a dormitory': 'Esta reserva no es de camas en un dormitorio',
  'Only a dormitory (sold by the bed) has beds': 'Solo un dormitorio (vendido por camas) tiene camas',
  'Every bed is booked on some nights ahead: this bed cannot be taken out of service':
    'Todas las camas están reservadas algunas noches próximas: esta cama no se puede sacar de servicio',
  'This dormitory has bed bookings still to come: it can be sold whole once they are over':
    'Este dormitorio tiene reservas de camas pendientes: podrá venderse entero cuando terminen',
  'Could not mark the bed as made': 'No se pudo marcar la cama como hecha',
  'Beds to strip': 'Camas por deshacer',
  'Could not save the bed': 'No se pudo guardar la cama',
  'No bed left': 'No queda ninguna cama',
  'Please select check-in and check-out dates': 'Selecciona las fechas de check-in y check-out',
  'Check-out date must be after check-in date': 'La fecha de check-out debe ser posterior a la de check-in',
  'Check-in date cannot be in the past': 'La fecha de check-in no puede estar en el pasado',
  'At least 1 guest is required': 'Se necesita al menos 1 huésped',
  'Please enter the number of guests': 'Indica el número de huéspedes',
  'Please enter dates as YYYY-MM-DD': 'Escribe las fechas como AAAA-MM-DD',
  'A booking can cover at most 30 nights. For a longer stay, please contact the front desk.':
    'Una reserva puede cubrir como máximo 30 noches. Para una estancia más larga, contacta con la recepción.',
  'Please login to book a room': 'Inicia sesión para reservar una habitación',
  'Only customers can book rooms': 'Solo los clientes pueden reservar habitaciones',
  'Booking created successfully!': '¡Reserva creada correctamente!',
  'Failed to create booking': 'No se pudo crear la reserva',
  'Booking not found': 'Reserva no encontrada',
  'Booking cancelled': 'Reserva cancelada',
  'Failed to cancel booking': 'No se pudo cancelar la reserva',
  'This booking can no longer be cancelled: check-in time has passed.':
    'Esta reserva ya no se puede cancelar: la hora de check-in ya ha pasado.',
  'Choose a range of at most 92 days': 'Elige un intervalo de 92 días como máximo',
  'Cash taken and refunded in cash per hotel day and per person who recorded it, from the payments ledger. Card and QR payments are not counted.':
    'Efectivo cobrado y reembolsado en efectivo por día del hotel y por persona que lo registró, según el registro de pagos. No se cuentan los pagos con tarjeta ni QR.',
  'Feed not found': 'Feed no encontrado',
  'Channel stay not found': 'Estancia del canal no encontrada',
  'Enter the feed’s address, starting with http:// or https://': 'Introduce la dirección del feed, que empiece por http:// o https://',
  'The bed must be a bed of the chosen dormitory': 'La cama debe ser del dormitorio elegido',
  'Choose one of the dormitory’s beds, or leave the bed empty for the whole dormitory':
    'Elige una de las camas del dormitorio, o deja la cama vacía para el dormitorio entero',
  'This feed is being synced right now: try again in a moment':
    'Este feed se está sincronizando ahora mismo: inténtalo de nuevo en un momento',
  'The feed returned no events although it had some: kept the last ones; a second empty answer will clear them':
    'El feed no devolvió eventos aunque tenía algunos: se han conservado los últimos; una segunda respuesta vacía los borrará',
  'Channel conflict': 'Conflicto de canal',
  'Booking created from the channel stay': 'Reserva creada a partir de la estancia del canal',
  'Channel changed a booked stay': 'Un canal cambió una estancia reservada',
  'Public Chat Support': 'Chat público de ayuda',
  'Message too long. Maximum 500 characters allowed.': 'Mensaje demasiado largo. Máximo 500 caracteres.',
  'Please type a message first': 'Escribe un mensaje primero',
  'You are sending messages too quickly. Please wait a few seconds and try again.':
    'Estás enviando mensajes demasiado rápido. Espera unos segundos e inténtalo de nuevo.',
  'Chat not found': 'Chat no encontrado',
  'Only admins can clear chat history': 'Solo los administradores pueden borrar el historial del chat',
  'Are you sure you want to clear all chat history? This action cannot be undone.':
    '¿Seguro que quieres borrar todo el historial del chat? Esta acción no se puede deshacer.',
  'Chat history cleared successfully': 'Historial del chat borrado correctamente',
  'Failed to clear chat history': 'No se pudo borrar el historial del chat',
  'Failed to send message': 'No se pudo enviar el mensaje',
  'Failed to load messages': 'No se pudieron cargar los mensajes',
  'Failed to initialize chat': 'No se pudo iniciar el chat',
  'Chat refreshed': 'Chat actualizado',
  'No messages yet. Start the conversation!': 'Aún no hay mensajes. ¡Empieza la conversación!',
  'Connecting to chat...': 'Conectando al chat...',
  'Chat will be cleared soon': 'El chat se borrará pronto',
  'Please fill in all required fields': 'Rellena todos los campos obligatorios',
  'Please enter a response': 'Escribe una respuesta',
  'Complaint submitted successfully': 'Queja enviada correctamente',
  'Failed to submit complaint': 'No se pudo enviar la queja',
  'Failed to load complaints': 'No se pudieron cargar las quejas',
  'Complaint not found': 'Queja no encontrada',
  'Are you sure you want to delete this complaint? This action cannot be undone.':
    '¿Seguro que quieres eliminar esta queja? Esta acción no se puede deshacer.',
  'Complaints endpoint not found. Please check server configuration.':
    'No se encontró el servicio de quejas. Revisa la configuración del servidor.',
  'Unauthorized. Please login again.': 'No autorizado. Vuelve a iniciar sesión.',
  'Access denied. Admin privileges required.': 'Acceso denegado. Se requieren permisos de administrador.',
  'Failed to load complaints. Please try again.': 'No se pudieron cargar las quejas. Inténtalo de nuevo.',
  'Status updated successfully': 'Estado actualizado correctamente',
  'Failed to update status': 'No se pudo actualizar el estado',
  'Complaint deleted successfully': 'Queja eliminada correctamente',
  'Failed to delete complaint': 'No se pudo eliminar la queja',
  'Failed to export complaints': 'No se pudieron exportar las quejas',
  'Response sent successfully': 'Respuesta enviada correctamente',
  'Failed to send response': 'No se pudo enviar la respuesta',
  'Failed to load complaints data': 'No se pudieron cargar los datos de las quejas',
  'Complaint status updated successfully': 'Estado de la queja actualizado correctamente',
  'Failed to update complaint status': 'No se pudo actualizar el estado de la queja',
  'Status must be one of: pending, in-progress, resolved, closed': 'El estado debe ser uno de: pending, in-progress, resolved, closed',
  'Category must be one of: general, room, service, food, billing, facilities, staff, other':
    'La categoría debe ser una de: general, room, service, food, billing, facilities, staff, other',
  'Priority must be one of: low, medium, high': 'La prioridad debe ser una de: low, medium, high',
  'Change the currency?': '¿Cambiar la moneda?',
  'Change currency': 'Cambiar moneda',
  'Your request was sent. An administrator will erase your account and tell you by email.':
    'Tu solicitud se ha enviado. Un administrador borrará tu cuenta y te avisará por email.',
  'A guest asked to be deleted': 'Un huésped pidió que se elimine su cuenta',
  'A guest asked to have their account deleted. Users lists it as "Deletion requested".':
    'Un huésped pidió que se elimine su cuenta. Usuarios la muestra como "Eliminación solicitada".',
  'Only guest accounts can be erased': 'Solo se pueden borrar cuentas de huéspedes',
  'This account is already erased': 'Esta cuenta ya está borrada',
  'The guest was erased; their bookings and payments keep their amounts':
    'El huésped se ha borrado; sus reservas y pagos conservan sus importes',
  'Could not erase the guest': 'No se pudo borrar al huésped',
  'Could not download your data': 'No se pudieron descargar tus datos',
  'Could not send your request': 'No se pudo enviar tu solicitud',
  'Type REMOVE DEMO DATA to confirm': 'Escribe REMOVE DEMO DATA para confirmar',
  'Demo data removed: only your account remains': 'Datos de demostración eliminados: solo queda tu cuenta',
  'Failed to remove demo data': 'No se pudieron eliminar los datos de demostración',
  'Demo passwords still work': 'Las contraseñas de demostración siguen funcionando',
  'Front Desk': 'Recepción',
  'Booking created': 'Reserva creada',
  'Booking updated': 'Reserva actualizada',
  'Marked as no-show': 'Marcada como no presentado',
  'Choose a guest or enter a walk-in guest': 'Elige un huésped o introduce un huésped sin reserva',
  'An account with this email already exists: search for the guest instead': 'Ya existe una cuenta con este email: busca al huésped',
  'Guest not found': 'Huésped no encontrado',
  'The guest has checked in: the check-in date can no longer change':
    'El huésped ya ha hecho el check-in: la fecha de check-in ya no puede cambiar',
  'Type at least 2 characters': 'Escribe al menos 2 caracteres',
  'Calendar link copied: add it to your calendar app as a subscription (it stops working when you change your password)':
    'Enlace de calendario copiado: añádelo a tu app de calendario como suscripción (deja de funcionar cuando cambias tu contraseña)',
  'Could not copy the calendar link': 'No se pudo copiar el enlace de calendario',
  'This calendar link is no longer valid. Copy a new one from the Front Desk.':
    'Este enlace de calendario ya no es válido. Copia uno nuevo desde Recepción.',
  'Enter your current password to change your email address': 'Introduce tu contraseña actual para cambiar tu dirección de email',
  'This confirmation link is not valid or has expired. Change your email address again from your profile.':
    'Este enlace de confirmación no es válido o ha caducado. Vuelve a cambiar tu dirección de email desde tu perfil.',
  'Please login to order food': 'Inicia sesión para pedir comida',
  'Only customers can order food': 'Solo los clientes pueden pedir comida',
  'Your cart is empty': 'Tu carrito está vacío',
  'Please enter delivery location': 'Indica el lugar de entrega',
  'Quantity must be a whole number from 1 to 20': 'La cantidad debe ser un número entero de 1 a 20',
  'An order can have at most 30 different dishes': 'Un pedido puede tener como máximo 30 platos distintos',
  'An item in your cart is no longer on the menu. Please remove it and try again.':
    'Un artículo de tu carrito ya no está en el menú. Quítalo e inténtalo de nuevo.',
  'Order placed successfully!': '¡Pedido realizado correctamente!',
  'Failed to place order': 'No se pudo realizar el pedido',
  'Order not found': 'Pedido no encontrado',
  'Cart cleared': 'Carrito vaciado',
  'Payment successful!': '¡Pago realizado!',
  'Payment info copied to clipboard': 'Datos de pago copiados al portapapeles',
  'Failed to copy payment info': 'No se pudieron copiar los datos de pago',
  'This payment link is not valid': 'Este enlace de pago no es válido',
  'This payment link has expired. Create a new one from the checkout page.':
    'Este enlace de pago ha caducado. Crea uno nuevo desde la página de pago.',
  'This order has already been paid': 'Este pedido ya está pagado',
  'This order was cancelled and cannot be paid': 'Este pedido se canceló y no se puede pagar',
  'Payment failed. Please try again.': 'El pago ha fallado. Inténtalo de nuevo.',
  'This order is not paid, not charged to a room and not accepted as pay on delivery: collect payment before starting it':
    'Este pedido no está pagado, ni cargado a una habitación, ni aceptado como pago a la entrega: cobra antes de empezarlo',
  'Only an unpaid order that is not yet delivered or cancelled can be paid on delivery':
    'Solo un pedido sin pagar que aún no se ha entregado ni cancelado puede pagarse a la entrega',
  'Your order has been placed and paid.': 'Tu pedido se ha realizado y pagado.',
  'Choose a delivery time later than now': 'Elige una hora de entrega posterior a ahora',
  'Only an unpaid order that is not yet delivered or cancelled can be charged to a room':
    'Solo un pedido sin pagar que aún no se ha entregado ni cancelado puede cargarse a una habitación',
  'This guest is not checked in now, so the order cannot be charged to a room':
    'Este huésped no tiene el check-in hecho ahora, así que el pedido no puede cargarse a una habitación',
  'Order charged to the guest’s room': 'Pedido cargado a la habitación del huésped',
  'View cart': 'Ver carrito',
  'Please enter the amount to refund': 'Indica el importe a reembolsar',
  'The amount must be more than 0': 'El importe debe ser mayor que 0',
  'Please give a reason': 'Indica un motivo',
  'Nothing is due on this booking': 'No hay nada pendiente en esta reserva',
  'Nothing has been received on this item, so nothing can be refunded':
    'No se ha recibido nada por este concepto, así que no se puede reembolsar nada',
  'Only a guest who is checked in now can charge an order to their room':
    'Solo un huésped con el check-in hecho puede cargar un pedido a su habitación',
  'This order is charged to your room: it is settled with your stay': 'Este pedido está cargado a tu habitación: se paga con tu estancia',
  'Thank you for paying: your booking is confirmed.': 'Gracias por pagar: tu reserva está confirmada.',
  'Could not open the payment page. Please try again.': 'No se pudo abrir la página de pago. Inténtalo de nuevo.',
  'Charge to my room': 'Cargar a mi habitación',
  'Order placed and charged to your room': 'Pedido realizado y cargado a tu habitación',
  'Invoice not found': 'Factura no encontrada',
  'Payment recorded': 'Pago registrado',
  'This payment link has expired. Ask the front desk for a new one.': 'Este enlace de pago ha caducado. Pide uno nuevo en recepción.',
  'The balance has changed since this link was made. Ask the front desk for a new one.':
    'El saldo ha cambiado desde que se creó este enlace. Pide uno nuevo en recepción.',
  'This stay has already been paid': 'Esta estancia ya está pagada',
  'Payment received. Thank you!': 'Pago recibido. ¡Gracias!',
  'Refund recorded': 'Reembolso registrado',
  'Revenue is the money received (payments minus refunds), dated by when it moved, in the hotel’s time zone. Booked value (room-nights sold) is shown separately.':
    'Los ingresos son el dinero recibido (pagos menos reembolsos), con la fecha en que se movió, en la zona horaria del hotel. El valor reservado (noches de habitación vendidas) se muestra aparte.',
  'No deposit is due for this booking: pay the whole amount instead': 'Esta reserva no requiere depósito: paga el importe completo',
  'Not recorded': 'No registrado',
  'not sent: no mail server configured': 'no enviado: no hay servidor de correo configurado',
  'If an account uses that address, a link to choose a new password is on its way. It works for 30 minutes.':
    'Si alguna cuenta usa esa dirección, le llegará un enlace para elegir una nueva contraseña. Funciona durante 30 minutos.',
  'This reset link is not valid or has expired. Ask for a new one.':
    'Este enlace para restablecer no es válido o ha caducado. Pide uno nuevo.',
  'Your password has been changed. Please sign in with the new one.': 'Tu contraseña se ha cambiado. Inicia sesión con la nueva.',
  'The mail is queued to be sent again.': 'El correo está en cola para enviarse de nuevo.',
  'A test mail is queued for your address.': 'Hay un correo de prueba en cola para tu dirección.',
  'Forgot password?': '¿Olvidaste tu contraseña?',
  'Passwords do not match': 'Las contraseñas no coinciden',
  'Password must be at least 8 characters': 'La contraseña debe tener al menos 8 caracteres',
  'This password is too common. Please choose one that is harder to guess.':
    'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
  'Your password must not be your email address.': 'Tu contraseña no puede ser tu dirección de email.',
  'This password is a repeated character or a sequence. Please choose one that is harder to guess.':
    'Esta contraseña es un carácter repetido o una secuencia. Elige una más difícil de adivinar.',
  "Your password must not contain the hotel's name.": 'Tu contraseña no puede contener el nombre del hotel.',
  'Your password is easy to guess. Please choose a new one.': 'Tu contraseña es fácil de adivinar. Elige una nueva.',
  'Please enter your email and password': 'Introduce tu email y tu contraseña',
  'Please enter a valid email address': 'Introduce una dirección de email válida',
  'Account type must be customer or staff': 'El tipo de cuenta debe ser customer o staff',
  'An account with this email already exists': 'Ya existe una cuenta con este email',
  'Invalid email or password': 'Email o contraseña no válidos',
  'This login is for customers only': 'Este acceso es solo para clientes',
  'This login is for staff only': 'Este acceso es solo para el personal',
  'This login is for administrators only': 'Este acceso es solo para administradores',
  'Your account is pending approval from an administrator': 'Tu cuenta está pendiente de la aprobación de un administrador',
  'Account Pending Approval': 'Cuenta pendiente de aprobación',
  'Your account is waiting for admin approval. Please check back later.':
    'Tu cuenta espera la aprobación de un administrador. Vuelve a comprobarlo más tarde.',
  'Login successful!': '¡Sesión iniciada!',
  'Staff login successful!': '¡Sesión de personal iniciada!',
  'Admin login successful!': '¡Sesión de administrador iniciada!',
  'Registration successful!': '¡Registro completado!',
  'Login failed': 'No se pudo iniciar sesión',
  'Registration failed': 'No se pudo completar el registro',
  'Please sign in to continue': 'Inicia sesión para continuar',
  'Your session has ended. Please sign in again.': 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  'You do not have permission to do that': 'No tienes permiso para hacer eso',
  'Live updates come over the WebSocket at /trpc': 'Las actualizaciones en vivo llegan por el WebSocket en /trpc',
  'Too many attempts. Please wait a minute and try again.': 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
  'Too many failed sign-ins for this account. Please wait 15 minutes and try again.':
    'Demasiados inicios de sesión fallidos para esta cuenta. Espera 15 minutos e inténtalo de nuevo.',
  'Profile updated successfully': 'Perfil actualizado correctamente',
  'Failed to update profile': 'No se pudo actualizar el perfil',
  'Please fill in all password fields': 'Rellena todos los campos de contraseña',
  'New passwords do not match': 'Las contraseñas nuevas no coinciden',
  'New password must be at least 8 characters': 'La contraseña nueva debe tener al menos 8 caracteres',
  'Current password is incorrect': 'La contraseña actual no es correcta',
  'Password changed successfully': 'Contraseña cambiada correctamente',
  'Failed to change password': 'No se pudo cambiar la contraseña',
  'Thank you for your inquiry! We will get back to you soon.': '¡Gracias por tu consulta! Te responderemos pronto.',
  'All notifications cleared': 'Todas las notificaciones borradas',
  'No notifications found': 'No se encontraron notificaciones',
  "You're all caught up! No unread notifications.": '¡Estás al día! No hay notificaciones sin leer.',
  "You don't have any notifications yet.": 'Aún no tienes notificaciones.',
  'Notification not found': 'Notificación no encontrada',
  'Recipient not found': 'Destinatario no encontrado',
  'Notification sent successfully': 'Notificación enviada correctamente',
  'Failed to send notification': 'No se pudo enviar la notificación',
  'The non-refundable offer is not available': 'La oferta no reembolsable no está disponible',
  'Non-refundable: cancelling refunds nothing': 'No reembolsable: al cancelar no se reembolsa nada',
  'Choose a range of at most 367 days, "to" on or after "from"':
    'Elige un intervalo de 367 días como máximo, con "to" igual o posterior a "from"',
  'Choose a price, a percentage change, a stay limit or a closed flag to set':
    'Elige un precio, un cambio porcentual, un límite de estancia o un cierre para fijar',
  'Set a price or a percentage change, not both': 'Fija un precio o un cambio porcentual, no ambos',
  'The minimum stay cannot be longer than the maximum stay': 'La estancia mínima no puede ser más larga que la máxima',
  'Give a reason for a total other than the quote': 'Indica un motivo para un total distinto del presupuesto',
  'Thank you: you are checked in online. See you soon!': 'Gracias: ya has hecho el check-in online. ¡Hasta pronto!',
  'Registration saved': 'Registro guardado',
  'Online check-in is closed for this booking. Please see the front desk.':
    'El check-in online está cerrado para esta reserva. Pasa por recepción.',
  'Checked in online': 'Check-in online hecho',
  'Failed to load room details': 'No se pudieron cargar los detalles de la habitación',
  'Base occupancy cannot be more than the capacity': 'La ocupación base no puede superar la capacidad',
  'Choose both a check-in and a check-out date to see the rooms free for your stay':
    'Elige una fecha de check-in y otra de check-out para ver las habitaciones libres para tu estancia',
  'Failed to update room status': 'No se pudo actualizar el estado de la habitación',
  'Status must be one of: pending, confirmed, checked-in, checked-out, cancelled, no-show':
    'El estado debe ser uno de: pending, confirmed, checked-in, checked-out, cancelled, no-show',
  'Status must be one of: pending, preparing, ready, delivered, cancelled':
    'El estado debe ser uno de: pending, preparing, ready, delivered, cancelled',
  'Status must be one of: available, occupied, cleaning, maintenance':
    'El estado debe ser uno de: available, occupied, cleaning, maintenance',
  'Only a checked-in booking can be checked out': 'Solo se puede hacer el check-out de una reserva con check-in',
  'That code is not valid. Enter the current code from your authenticator app or a recovery code.':
    'Ese código no es válido. Introduce el código actual de tu app de autenticación o un código de recuperación.',
  'Enter the 6-digit code from your authenticator app or a recovery code':
    'Introduce el código de 6 dígitos de tu app de autenticación o un código de recuperación',
  'Your sign-in has timed out. Please sign in again.': 'Tu inicio de sesión ha caducado. Vuelve a iniciar sesión.',
  'Too many wrong codes. Please wait 15 minutes and try again.': 'Demasiados códigos erróneos. Espera 15 minutos e inténtalo de nuevo.',
  'Two-step sign-in is already on for this account': 'El inicio de sesión en dos pasos ya está activado para esta cuenta',
  'Start setting up two-step sign-in first': 'Empieza primero a configurar el inicio de sesión en dos pasos',
  'Two-step sign-in is not on for this account': 'El inicio de sesión en dos pasos no está activado para esta cuenta',
  'Two-step sign-in is off': 'El inicio de sesión en dos pasos está desactivado',
  'Two-step sign-in was reset; the account is signed out everywhere':
    'Se restableció el inicio de sesión en dos pasos; la cuenta ha cerrado sesión en todas partes',
  'This hotel requires two-step sign-in for staff and administrators. Set it up on your profile to continue.':
    'Este hotel exige el inicio de sesión en dos pasos al personal y a los administradores. Configúralo en tu perfil para continuar.',
  'This hotel requires two-step sign-in for your account, so it cannot be turned off':
    'Este hotel exige el inicio de sesión en dos pasos para tu cuenta, así que no se puede desactivar',
  'Two-step sign-in setting saved': 'Ajuste del inicio de sesión en dos pasos guardado',
  'This is a file download: GET {path}': 'Esto es una descarga de archivo: GET {path}',
  'Erase {name}? Their name, email, phone, documents and texts are replaced for good and the account can no longer sign in. Download their invoices first if you must keep them with the name.':
    '¿Borrar a {name}? Su nombre, email, teléfono, documentos y textos se sustituyen para siempre y la cuenta ya no podrá iniciar sesión. Descarga antes sus facturas si debes conservarlas con el nombre.',
  'Failed to load {tab} data': 'No se pudieron cargar los datos de {tab}',
  'Room number {roomNumber} is already in use': 'El número de habitación {roomNumber} ya está en uso',
  '{name} is now available': '{name} ya está disponible',
  '{name} is now unavailable': '{name} ya no está disponible',
  'Notification sent to {count, plural, one {# user} other {# users}}':
    'Notificación enviada a {count, plural, one {# usuario} other {# usuarios}}',
  'Signed out of {count, plural, one {# other session} other {# other sessions}}':
    'Sesión cerrada en {count, plural, one {# otra sesión} other {# otras sesiones}}',
  'Turn off two-step sign-in for {name}? They will be signed out everywhere and sign in with their password alone until they set it up again.':
    '¿Desactivar el inicio de sesión en dos pasos de {name}? Se cerrará su sesión en todas partes e iniciará sesión solo con su contraseña hasta que lo configure de nuevo.',
  'Each guest needs a bed: book {beds, plural, one {# bed} other {# beds}} for {beds, plural, one {# guest} other {# guests}}':
    'Cada huésped necesita una cama: reserva {beds, plural, one {# cama} other {# camas}} para {beds, plural, one {# huésped} other {# huéspedes}}',
  'This room already has a bed called {label}': 'Esta habitación ya tiene una cama llamada {label}',
  'Bed {label} has a stay from {checkIn} to {checkOut}: move it to another bed first':
    'La cama {label} tiene una estancia del {checkIn} al {checkOut}: muévela antes a otra cama',
  'Choose {beds, plural, one {# bed} other {# beds}}, one for each guest':
    'Elige {beds, plural, one {# cama} other {# camas}}, una por huésped',
  'Bed {label} is taken on some of these nights': 'La cama {label} está ocupada algunas de estas noches',
  'Bed {label} is out of order': 'La cama {label} está fuera de servicio',
  'This booking is {status}: its beds can no longer change': 'Esta reserva está {status}: sus camas ya no pueden cambiar',
  'I confirm these beds are for {policy} guests':
    'Confirmo que estas camas son para {policy, select, female {mujeres} male {hombres} other {huéspedes {policy}}}',
  'Bed {label} is made': 'La cama {label} está hecha',
  'Bed {label} added': 'Cama {label} añadida',
  'Bed renamed to {label}': 'Cama renombrada como {label}',
  'Bed {label} is back in service': 'La cama {label} vuelve a estar en servicio',
  'Bed {label} removed': 'Cama {label} eliminada',
  'Maximum {capacity} guests allowed for this room': 'Se permiten como máximo {capacity} huéspedes en esta habitación',
  'This room is not available for booking (it is {status})':
    'Esta habitación no se puede reservar ({status, select, available {está disponible} occupied {está ocupada} cleaning {está en limpieza} maintenance {está en mantenimiento} other {estado: {status}}})',
  'Room {roomNumber} is occupied tonight: choose a later check-in or another room':
    'La habitación {roomNumber} está ocupada esta noche: elige un check-in posterior u otra habitación',
  'Room {roomNumber} is already booked for some nights between {checkIn} and {checkOut}':
    'La habitación {roomNumber} ya está reservada algunas noches entre el {checkIn} y el {checkOut}',
  'Free cancellation up to {hours} hours before check-in': 'Cancelación gratuita hasta {hours} horas antes del check-in',
  'Free cancellation ends {hours} hours before check-in. Please contact the front desk to change this booking.':
    'La cancelación gratuita termina {hours} horas antes del check-in. Contacta con recepción para cambiar esta reserva.',
  'This booking is {status} and can no longer be cancelled': 'Esta reserva está {status} y ya no se puede cancelar',
  'You already have {max} unpaid bookings awaiting confirmation. Please pay or cancel one before booking again.':
    'Ya tienes {max} reservas sin pagar esperando confirmación. Paga o cancela una antes de volver a reservar.',
  'Bookings can be made at most {days} days ahead.': 'Las reservas se pueden hacer como máximo con {days} días de antelación.',
  'Your booking reference is {reference}: quote it when you call the front desk.':
    'Tu referencia de reserva es {reference}: indícala cuando llames a recepción.',
  'The feed is not a readable calendar ({why})': 'El feed no es un calendario legible ({why})',
  '{channel} sent "{summary}" for room {roomNumber} from {checkIn} to {checkOut}, which overlaps {other}. Move one of them or dismiss the conflict.':
    '{channel} envió "{summary}" para la habitación {roomNumber} del {checkIn} al {checkOut}, que se solapa con {other}. Mueve una de ellas o descarta el conflicto.',
  'This channel stay is already booking {reference}': 'Esta estancia del canal ya es la reserva {reference}',
  '{channel} {what} ("{summary}", room {roomNumber}), which the desk turned into booking {reference}. The booking was not changed: change or cancel it if the guest\'s plans changed.':
    '{channel} {what} ("{summary}", habitación {roomNumber}), que la recepción convirtió en la reserva {reference}. La reserva no se ha cambiado: cámbiala o cancélala si cambiaron los planes del huésped.',
  'Pending': 'Pendiente',
  'In progress': 'En curso',
  'Resolved': 'Resuelta',
  'Closed': 'Cerrada',
  '{count, plural, one {{emails} still signs in with its published demo password. Change that password, or remove the demo data in Settings, before real guests or staff use this installation.} other {{emails} still sign in with their published demo passwords. Change those passwords, or remove the demo data in Settings, before real guests or staff use this installation.}}':
    '{count, plural, one {{emails} aún inicia sesión con su contraseña de demostración publicada. Cambia esa contraseña, o elimina los datos de demostración en Ajustes, antes de que huéspedes o personal reales usen esta instalación.} other {{emails} aún inician sesión con sus contraseñas de demostración publicadas. Cambia esas contraseñas, o elimina los datos de demostración en Ajustes, antes de que huéspedes o personal reales usen esta instalación.}}',
  'This booking is {status} and can no longer be changed': 'Esta reserva está {status} y ya no se puede cambiar',
  'This booking is {status}: only a pending or confirmed booking can be cancelled at the desk':
    'Esta reserva está {status}: solo una reserva pendiente o confirmada puede cancelarse en recepción',
  'This booking is {status}: only a pending or confirmed booking can be a no-show':
    'Esta reserva está {status}: solo una reserva pendiente o confirmada puede marcarse como no presentado',
  'A guest can only be a no-show from the check-in day ({day})':
    'Un huésped solo puede marcarse como no presentado desde el día del check-in ({day})',
  '{name} is not available right now': '{name} no está disponible ahora mismo',
  '{name} added to cart': '{name} añadido al carrito',
  'Updated {name} quantity in cart': 'Cantidad de {name} actualizada en el carrito',
  '{name} removed from cart': '{name} quitado del carrito',
  'You can order at most {max} × {name} at once': 'Puedes pedir como máximo {max} × {name} a la vez',
  'This item has {received} received. Say what is refunded (full, partial or none, with a reason) to cancel it.':
    'Este concepto tiene {received} recibido. Indica qué se reembolsa (todo, una parte o nada, con un motivo) para cancelarlo.',
  'At most {max} can be refunded': 'Se puede reembolsar como máximo {max}',
  'At most {max} is due': 'Como máximo se deben {max}',
  'This stay has an open balance of {balance}. Settle it (cash or card) or confirm leaving it open to check out.':
    'Esta estancia tiene un saldo pendiente de {balance}. Liquídalo (efectivo o tarjeta) o confirma dejarlo pendiente para hacer el check-out.',
  'We sent a link to {email}. Your email address changes when you open it (it works for {hours} hours).':
    'Hemos enviado un enlace a {email}. Tu dirección de email cambia cuando lo abras (funciona durante {hours} horas).',
  'Your email address is now {email}.': 'Tu dirección de email ahora es {email}.',
  'Minimum stay from {day} is {nights} nights': 'La estancia mínima desde el {day} es de {nights} noches',
  'Maximum stay from {day} is {nights, plural, one {# night} other {# nights}}':
    'La estancia máxima desde el {day} es de {nights, plural, one {# noche} other {# noches}}',
  'Arrivals are closed on {day}': 'No se admiten llegadas el {day}',
  'Departures are closed on {day}': 'No se admiten salidas el {day}',
  'Money has been recorded in {from}. Amounts are not converted: changing the currency to {to} only changes how they are written ({before} would read {after}). Send confirmCurrencyChange: true to change it anyway.':
    'Se ha registrado dinero en {from}. Los importes no se convierten: cambiar la moneda a {to} solo cambia cómo se escriben ({before} se leería {after}). Envía confirmCurrencyChange: true para cambiarla de todos modos.',
  'Amounts already recorded (payments, prices, bookings and invoices) are not converted from {from} to {to}: they keep their numbers, so {before} will read {after}.':
    'Los importes ya registrados (pagos, precios, reservas y facturas) no se convierten de {from} a {to}: conservan sus números, así que {before} se leerá {after}.',
  'Booking status updated to {status}': 'Estado de la reserva actualizado a {status}',
  'Order status updated to {status}':
    'Estado del pedido actualizado a {status, select, pending {pendiente} preparing {en preparación} ready {listo} delivered {entregado} cancelled {cancelado} other {{status}}}',
  'Room status updated to {status}':
    'Estado de la habitación actualizado a {status, select, available {disponible} occupied {ocupada} cleaning {limpieza} maintenance {mantenimiento} other {{status}}}',
  '{subject} is already {status}': '{subject} ya está {status}',
  '{subject} is {status} now, so it cannot become {requested}': '{subject} está {status} ahora, así que no puede pasar a {requested}',
  '{subject} is {status}: staff can only move it on to {next}': '{subject} está {status}: el personal solo puede pasarlo a {next}',
  '{subject} is {status}: staff cannot change it from here': '{subject} está {status}: el personal no puede cambiarlo desde aquí',
  'Guests can check in from {day}': 'Los huéspedes pueden hacer el check-in desde el {day}',
  'Room {roomNumber} is still occupied: check out the current guest first':
    'La habitación {roomNumber} sigue ocupada: haz primero el check-out del huésped actual',
  'That address is too long': 'Esa dirección es demasiado larga',
  'That address is not valid': 'Esa dirección no es válida',
  'Payment received': 'Pago recibido',
  'We received {amount} for order #{order}. The kitchen is on it.':
    'Hemos recibido {amount} por el pedido n.º {order}. La cocina ya está en ello.',
  'Order cancelled': 'Pedido cancelado',
  'Order #{order} was cancelled because it was not paid in time. You can order again from the menu.':
    'El pedido n.º {order} se canceló porque no se pagó a tiempo. Puedes volver a pedir desde el menú.',
  'Your complaint has been answered': 'Tu queja ha recibido respuesta',
  'Your complaint "{title}" has been answered and is now {status}.': 'Tu queja "{title}" ha recibido respuesta y ahora está: {status}.',
  'Complaint status updated': 'Estado de la queja actualizado',
  'Your complaint "{title}" is now {status}.': 'Tu queja "{title}" ahora está: {status}.',
  'Mail not found': 'Correo no encontrado',
  'Test mail from Innkeep': 'Correo de prueba de Innkeep',
  'Nothing else to do: this mail only checks the way to your inbox.':
    'No tienes que hacer nada más: este correo solo comprueba el camino hasta tu bandeja de entrada.',
  'Welcome! Your account is ready: you can book rooms, order food and follow your stays online.':
    '¡Bienvenido! Tu cuenta está lista: puedes reservar habitaciones, pedir comida y seguir tus estancias online.',
  'Thank you for your booking. Here is what we have for you.': 'Gracias por tu reserva. Esto es lo que tenemos para ti.',
  'Good news: your booking is confirmed. We look forward to welcoming you.':
    'Buenas noticias: tu reserva está confirmada. Estamos deseando darte la bienvenida.',
  'Your booking has been cancelled.': 'Tu reserva se ha cancelado.',
  'Your stay is coming up soon. Save time at the front desk by checking in online before you arrive.':
    'Tu estancia se acerca. Ahorra tiempo en recepción haciendo el check-in online antes de llegar.',
  'Thank you for staying with us. Your invoice is ready.': 'Gracias por alojarte con nosotros. Tu factura está lista.',
  'Your staff account has been approved. You can sign in now.': 'Tu cuenta de personal ha sido aprobada. Ya puedes iniciar sesión.',
  'Your request for a staff account was not approved.': 'Tu solicitud de una cuenta de personal no ha sido aprobada.',
  'Someone asked to choose a new password for your account. If it was you, use the link below.':
    'Alguien ha pedido elegir una nueva contraseña para tu cuenta. Si fuiste tú, usa el enlace de abajo.',
  'The password of your account was just changed, and every device was signed out.':
    'La contraseña de tu cuenta se acaba de cambiar y se ha cerrado la sesión en todos los dispositivos.',
  'This is a test mail. If you can read it, mail from Innkeep reaches this address.':
    'Este es un correo de prueba. Si puedes leerlo, el correo de Innkeep llega a esta dirección.',
  'Your booking has changed. Here is your stay as it is now.': 'Tu reserva ha cambiado. Así queda tu estancia ahora.',
  'Here is the link to pay online, as the front desk offered.': 'Aquí tienes el enlace para pagar online, como te ofreció recepción.',
  'Please confirm that this is your new email address.': 'Confirma que esta es tu nueva dirección de email.',
  'The email address of your account was just changed.': 'La dirección de email de tu cuenta se acaba de cambiar.',
  'Here is the hotel today at a glance.': 'Así está el hotel hoy de un vistazo.',
  'Booking confirmed': 'Reserva confirmada',
  'The start date must not be after the end date': 'La fecha de inicio no puede ser posterior a la de fin',
  'Choose a range of at most {days} days': 'Elige un intervalo de {days} días como máximo',
  '; and {count} more': '; y {count} más',
  'room {roomNumber}, {name}': 'habitación {roomNumber}, {name}',
  'Unpaid balances': 'Saldos pendientes',
  'Arrivals': 'Llegadas',
  '{stay} (checked in online)': '{stay} (check-in online hecho)',
  'Departures': 'Salidas',
  'Open complaints': 'Quejas abiertas',
  'Channel conflicts': 'Conflictos de canal',
  '{channel}, room {roomNumber} from {day}': '{channel}, habitación {roomNumber} desde el {day}',
  'Daily summary for {day}: {arriving} arriving, {leaving} leaving': 'Resumen diario del {day}: {arriving} llegan, {leaving} se van',
  'Open the front desk': 'Abrir recepción',
  'Welcome': 'Bienvenido',
  'Hello {name},': 'Hola, {name}:',
  'An administrator still has to approve your staff account; we will write to you when they have.':
    'Un administrador aún tiene que aprobar tu cuenta de personal; te escribiremos cuando lo haga.',
  'Sign in any time with this email address.': 'Inicia sesión cuando quieras con esta dirección de email.',
  'Sign in': 'Iniciar sesión',
  'Your staff account is approved': 'Tu cuenta de personal está aprobada',
  'Your staff account request': 'Tu solicitud de cuenta de personal',
  'If you think this is a mistake, please contact the hotel.': 'Si crees que es un error, contacta con el hotel.',
  'Your account has been approved': 'Tu cuenta ha sido aprobada',
  'An administrator approved your staff account. The staff dashboard is now open to you.':
    'Un administrador aprobó tu cuenta de personal. El panel del personal ya está abierto para ti.',
  'Confirm your new email address': 'Confirma tu nueva dirección de email',
  'Hello {name}, you asked to use {email} for your account. The link works once, for {hours} hours; until you open it, your account keeps its old address.':
    'Hola, {name}: pediste usar {email} para tu cuenta. El enlace funciona una vez, durante {hours} horas; hasta que lo abras, tu cuenta conserva su dirección anterior.',
  'If you did not ask for this, ignore this mail: nothing changes.': 'Si no lo pediste, ignora este correo: no cambia nada.',
  'Confirm this address': 'Confirmar esta dirección',
  'Your email address was changed': 'Tu dirección de email ha cambiado',
  'Hello {name}, your account now uses {email}. Mail from us goes there from now on, and you sign in with it.':
    'Hola, {name}: tu cuenta ahora usa {email}. Nuestros correos irán allí a partir de ahora, e inicias sesión con ella.',
  'If this was not you, contact the hotel at once.': 'Si no fuiste tú, contacta con el hotel de inmediato.',
  'Choose a new password': 'Elige una nueva contraseña',
  'The link works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.':
    'El enlace funciona una vez, durante {minutes} minutos. Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
  'Your password was changed': 'Tu contraseña ha cambiado',
  'If this was not you, choose a new password with "Forgot password?" at once and tell the hotel.':
    'Si no fuiste tú, elige de inmediato una nueva contraseña con "¿Olvidaste tu contraseña?" y avisa al hotel.',
  'Extra persons': 'Personas adicionales',
  '{offer} discount': 'Descuento {offer}',
  'Tax included ({rate}%)': 'Impuestos incluidos ({rate}%)',
  '{name} {rate}%': '{name} {rate}%',
  '{label} (included)': '{label} (incluido)',
  '{name} (room {roomNumber}, {type})': '{name} (habitación {roomNumber}, {type})',
  '{beds, plural, one {# bed} other {# beds}} in {room}': '{beds, plural, one {# cama} other {# camas}} en {room}',
  'Room': 'Habitación',
  'Check-in': 'Check-in',
  '{day} from {time}': '{day} desde las {time}',
  'Check-out': 'Check-out',
  '{day} by {time}': '{day} antes de las {time}',
  'Guests': 'Huéspedes',
  'Night of {day}': 'Noche del {day}',
  'Offer': 'Oferta',
  'Total': 'Total',
  'Free cancellation until': 'Cancelación gratuita hasta',
  'Stay at {hotelName}': 'Estancia en {hotelName}',
  '{checkIn} to {checkOut}': 'Del {checkIn} al {checkOut}',
  'Questions? Call {phone} or write to {email}.': '¿Preguntas? Llama al {phone} o escribe a {email}.',
  'Booking received: {dates}': 'Reserva recibida: {dates}',
  'Booking confirmed: {dates}': 'Reserva confirmada: {dates}',
  'Dear {name}, we will confirm your booking shortly.': 'Hola, {name}: confirmaremos tu reserva en breve.',
  'Dear {name}, see you on {day}.': 'Hola, {name}: nos vemos el {day}.',
  'See your booking': 'Ver tu reserva',
  'Your invoice: {dates}': 'Tu factura: {dates}',
  'Dear {name}, sign in to see, print or save it.': 'Hola, {name}: inicia sesión para verla, imprimirla o guardarla.',
  'See your invoice': 'Ver tu factura',
  'Booking cancelled: {dates}': 'Reserva cancelada: {dates}',
  'Dear {name}, {amount} is refunded to you in full.': 'Hola, {name}: se te reembolsan {amount} en su totalidad.',
  'Dear {name}, nothing had been paid, so nothing is charged.': 'Hola, {name}: no se había pagado nada, así que no se cobra nada.',
  'Booking changed: {dates}': 'Reserva cambiada: {dates}',
  'Dear {name}, your stay was in room {roomNumber} from {dates} for {amount}.':
    'Hola, {name}: tu estancia era en la habitación {roomNumber}, {dates}, por {amount}.',
  'Pay your balance: {amount}': 'Paga tu saldo: {amount}',
  'Dear {name}, the link works until {expires} ({timeZone}) and for this amount only.':
    'Hola, {name}: el enlace funciona hasta el {expires} ({timeZone}) y solo por este importe.',
  'Amount due': 'Importe pendiente',
  'Pay now': 'Pagar ahora',
  'Booking request received': 'Solicitud de reserva recibida',
  'We received your request for the {roomName} (room {roomNumber}) from {checkIn} to {checkOut} and will confirm it shortly.':
    'Hemos recibido tu solicitud para {roomName} (habitación {roomNumber}) del {checkIn} al {checkOut} y la confirmaremos en breve.',
  'Your booking of the {roomName} (room {roomNumber}) from {checkIn} to {checkOut} is cancelled.':
    'Tu reserva de {roomName} (habitación {roomNumber}) del {checkIn} al {checkOut} está cancelada.',
  'room {roomNumber} from {checkIn} to {checkOut}': 'habitación {roomNumber} del {checkIn} al {checkOut}',
  'The front desk booked the {roomName} for you: {stay}.': 'La recepción ha reservado {roomName} para ti: {stay}.',
  'Your booking has changed': 'Tu reserva ha cambiado',
  'Your stay is now in {stay} for {guests, plural, one {# guest} other {# guests}} ({amount}).':
    'Tu estancia ahora es en {stay} para {guests, plural, one {# huésped} other {# huéspedes}} ({amount}).',
  'See you on {day}: check in online': 'Nos vemos el {day}: haz el check-in online',
  'Dear {name}, your room is ready to be prepared.': 'Hola, {name}: tu habitación está lista para prepararse.',
  'Questions? Call {phone}.': '¿Preguntas? Llama al {phone}.',
  '{name} (room {roomNumber})': '{name} (habitación {roomNumber})',
  'Address': 'Dirección',
  'Check in online': 'Hacer el check-in online',
  'Your stay in the {roomName} (room {roomNumber}) from {checkIn} to {checkOut} is confirmed. We look forward to welcoming you.':
    'Tu estancia en {roomName} (habitación {roomNumber}) del {checkIn} al {checkOut} está confirmada. Estamos deseando darte la bienvenida.',
  'Welcome! You are checked in': '¡Bienvenido! Ya tienes el check-in hecho',
  'You are checked in to room {roomNumber} ({roomName}) until {checkOut}. Enjoy your stay!':
    'Tienes el check-in hecho en la habitación {roomNumber} ({roomName}) hasta el {checkOut}. ¡Disfruta de tu estancia!',
  'You have checked out': 'Has hecho el check-out',
  'You have checked out of room {roomNumber}. Your bill is settled. Thank you for staying with us!':
    'Has hecho el check-out de la habitación {roomNumber}. Tu cuenta está saldada. ¡Gracias por alojarte con nosotros!',
  'You have checked out of room {roomNumber}. Part of your bill is still open; the front desk will be in touch. Thank you for staying with us!':
    'Has hecho el check-out de la habitación {roomNumber}. Parte de tu cuenta sigue pendiente; recepción se pondrá en contacto contigo. ¡Gracias por alojarte con nosotros!',
  'Booking marked as no-show': 'Reserva marcada como no presentado',
  'We did not see you for your stay in room {roomNumber} from {checkIn}, so the booking is closed as a no-show. Please contact the front desk if this is a mistake.':
    'No te vimos para tu estancia en la habitación {roomNumber} desde el {checkIn}, así que la reserva se cierra como no presentado. Contacta con recepción si es un error.',
  'Your booking of the {roomName} (room {roomNumber}) from {checkIn} to {checkOut} was cancelled by the hotel. Please contact the front desk with any questions.':
    'Tu reserva de {roomName} (habitación {roomNumber}) del {checkIn} al {checkOut} ha sido cancelada por el hotel. Contacta con recepción si tienes preguntas.',
  'Your order is being prepared': 'Tu pedido se está preparando',
  'The kitchen has started on order #{order}.': 'La cocina ha empezado con el pedido n.º {order}.',
  'Your order is ready': 'Tu pedido está listo',
  'Order #{order} is ready and on its way to {place}.': 'El pedido n.º {order} está listo y va de camino a {place}.',
  'Your order was delivered': 'Tu pedido se ha entregado',
  'Order #{order} was delivered to {place}. Enjoy your meal!': 'El pedido n.º {order} se ha entregado en {place}. ¡Que aproveche!',
  'Order #{order} was cancelled by the hotel. Please contact the front desk with any questions.':
    'El pedido n.º {order} ha sido cancelado por el hotel. Contacta con recepción si tienes preguntas.',
  'Order charged to your room': 'Pedido cargado a tu habitación',
  "Order #{order} ({amount}) is on your room's bill, to be settled with your stay.":
    'El pedido n.º {order} ({amount}) está en la cuenta de tu habitación y se paga con tu estancia.',
  'Something went wrong on our side. Please try again.': 'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
  'Invalid input': 'Datos no válidos',
  'Only customers can do that': 'Solo los clientes pueden hacer eso',
  'Only staff can do that': 'Solo el personal puede hacer eso',
  'Only staff and administrators can do that': 'Solo el personal y los administradores pueden hacer eso',
  'Single Room': 'Habitación individual',
  'Double Room': 'Habitación doble',
  'Suite': 'Suite',
  'Shared Room': 'Habitación compartida',
  'Hostel Bed': 'Cama de hostal',
  'Flexible': 'Flexible',
  'Non-refundable': 'No reembolsable',
  'pending': 'pendiente',
  'confirmed': 'confirmada',
  'checked-in': 'con check-in',
  'checked-out': 'con check-out',
  'cancelled': 'cancelada',
  'no-show': 'no presentada',
};
