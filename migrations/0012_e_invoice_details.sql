ALTER TABLE `bookings` ADD `kvk` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `vat_id` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `address_street` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `address_postcode` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `address_city` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `address_country` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `kvk` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `vat_id` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `address_street` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `address_postcode` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `address_city` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `address_country` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `customer_kvk` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `customer_vat_id` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `customer_street` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `customer_postcode` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `customer_city` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `customer_country` text;