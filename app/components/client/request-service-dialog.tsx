import { Plus } from "lucide-react";
import { useAuth } from "../../lib/auth";
import { InquiryForm } from "../leads/inquiry-form";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../ui/dialog";

/** 'Request New Service': the /contact consultation form, prefilled from the account; the server ties the lead to it. */
export function RequestServiceDialog() {
  const { user } = useAuth();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" /> Request New Service
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Request New Service</DialogTitle>
          <DialogDescription>Tell us about the project. One of our experts will contact you within 24 hours.</DialogDescription>
        </DialogHeader>
        <InquiryForm prefill={{ name: user?.fullName ?? user?.username ?? "", email: user?.email ?? "" }} />
      </DialogContent>
    </Dialog>
  );
}
