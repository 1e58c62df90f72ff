-- A customer with a confirmed booking is a customer, not a prospect or lead (a confirmation now
-- does this itself; this catches up with what was confirmed before).
UPDATE `customers` SET `customer_type` = 'customer'
WHERE `customer_type` IN ('prospect', 'lead')
  AND EXISTS (SELECT 1 FROM `bookings` WHERE `bookings`.`customer_id` = `customers`.`id` AND `bookings`.`status` = 'bevestigd');
